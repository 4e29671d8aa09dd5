import Reel

// A 2-second scene: the event at 3 s never happens, a warning naming it and the duration.
struct EventAfterEnd: AnimatedScene {
    var format = SceneFormat(width: 200, height: 100, duration: 2)
    @State var on = false

    var timeline: Timeline {
        At(1) { withAnimation { on = true } }
        At(3) { on = false }
    }

    var body: some View {
        Circle().fill(on ? Color.green : Color.gray)
    }
}
