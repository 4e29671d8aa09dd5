import Reel

struct ExtensionDeclaration: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
    }
}

extension Color {
    static let brand = Color(red: 1, green: 0.4, blue: 0)
}
