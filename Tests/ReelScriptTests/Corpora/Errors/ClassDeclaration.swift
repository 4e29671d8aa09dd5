import Reel

struct ClassDeclaration: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
    }
}

class Counter {
    var count = 0
}
