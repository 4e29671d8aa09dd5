import Reel

struct TimelineErrors: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 30, duration: 2)
    @State var on = false

    var body: some View {
        Circle().opacity(on ? 1 : 0)
    }

    var timeline: some Timeline {
        At(0.5) { withAnimation(.spring(respons: 0.5)) { on = true } }
        At("1") { on = false }
    }
}
