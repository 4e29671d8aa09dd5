import Reel

struct InoutParameter: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var size = 10.0

    var body: some View {
        Circle().frame(width: grown(&size))
    }
}

func grow(_ size: inout Double) {
    size *= 2
}

func grown(_ size: borrowing Double) -> Double {
    size * 2
}
