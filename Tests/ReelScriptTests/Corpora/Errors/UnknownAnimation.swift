import Reel

struct UnknownAnimation: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 30, duration: 2)
    @State var on = false

    var body: some View {
        Circle()
            .scaleEffect(on ? 1.5 : 1)
            .animation(.easeInOutt(duration: 0.3), value: on)
    }

    var timeline: some Timeline {
        At(0.5) { on = true }
    }
}
