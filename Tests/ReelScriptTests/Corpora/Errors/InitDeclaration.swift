import Reel

struct InitDeclaration: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Dot(size: 10)
    }
}

struct Dot: View {
    var size: Double

    init(size: Double) throws {
        self.size = size * 2
    }

    var body: some View {
        Circle().frame(width: size, height: size)
    }
}

extension Color {
    init(gray: Double) {
        self.init(white: gray)
    }
}
