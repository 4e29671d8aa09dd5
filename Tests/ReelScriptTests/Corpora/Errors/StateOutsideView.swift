import Reel

struct StateOutsideView: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle().fill(Palette().current)
    }
}

struct Palette {
    @State var index = 0

    var current: Color { index == 0 ? .green : .gray }
}
