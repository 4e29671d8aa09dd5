import Reel

struct DuplicateDeclaration: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Dot()
    }
}

struct Dot: View {
    var body: some View { Circle() }
}

struct Dot: View {
    var body: some View { Rectangle() }
}
