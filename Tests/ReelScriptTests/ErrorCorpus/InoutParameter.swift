import Reel

struct InoutParameter: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
    }
}

func grow(_ size: inout Double) {
    size *= 2
}
