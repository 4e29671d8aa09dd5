import Reel

protocol Themed {
    var tint: Color { get }
}

struct ProtocolDeclaration: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
    }
}
