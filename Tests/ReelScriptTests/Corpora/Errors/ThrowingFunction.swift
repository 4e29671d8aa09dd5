import Reel

struct ThrowingFunction: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
    }
}

func radius(of size: Double) throws(CancellationError) -> Double {
    size / 2
}
