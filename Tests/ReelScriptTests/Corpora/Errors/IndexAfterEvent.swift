import Reel

// The index is in range until the event at 0.5 s: the error names that time and frame 30 (60 fps).
struct IndexAfterEvent: AnimatedScene {
    var format = SceneFormat(width: 200, height: 100, fps: 60, duration: 1)
    @State var names = ["Ann", "Bo", "Cy"]
    @State var shown = 0

    var timeline: Timeline {
        At(0.5) { shown = 5 }
    }

    var body: some View {
        Text(names[shown])
    }
}
