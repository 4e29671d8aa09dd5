import Reel

// Its events script taps at 0.5 s and at 4 s, after the scene's 2 seconds.
struct EventsScriptAfterEnd: AnimatedScene {
    var format = SceneFormat(width: 200, height: 100, duration: 2)
    @State var count = 0

    var body: some View {
        Button("Add") { count += 1 }
    }
}
