import Reel

struct NaNFormat: AnimatedScene {
    var format = SceneFormat(width: 200, height: 0.0 / 0.0, fps: 30, duration: 1)

    var body: some View {
        Circle()
    }
}
