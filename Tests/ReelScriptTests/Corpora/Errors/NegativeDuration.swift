import Reel

struct NegativeDuration: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 30, duration: -2)

    var body: some View {
        Circle()
    }
}
