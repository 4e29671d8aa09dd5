import Reel

struct ShapeWithoutPath: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Diamond().fill(Color.red)
    }
}

struct Diamond: Shape {
    func outline(in rect: CGRect) -> Path {
        Path(rect)
    }
}
