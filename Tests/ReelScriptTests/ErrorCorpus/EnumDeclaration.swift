import Reel

struct EnumDeclaration: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
    }
}

enum Mode {
    case on, off
}
