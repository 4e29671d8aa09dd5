import Reel

struct ZeroSizeFormat: AnimatedScene {
    var format = SceneFormat(width: 0, height: 200)

    var body: some View {
        Circle()
    }
}
