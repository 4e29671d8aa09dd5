import Reel

struct HugeCanvas: AnimatedScene {
    var format = SceneFormat(width: 100_000, height: 100_000)

    var body: some View {
        Circle()
    }
}
