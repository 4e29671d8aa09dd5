import Reel

struct InsettableShapeWithoutInset: AnimatedScene {
    var format = SceneFormat(width: 120, height: 120)

    var body: some View {
        VStack {
            Ring().strokeBorder(Color.blue, lineWidth: 8)
            Blob().strokeBorder(Color.red, lineWidth: 8)
        }
    }
}

struct Ring: InsettableShape {
    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }
}

struct Blob: Shape {
    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: 12)
    }
}
