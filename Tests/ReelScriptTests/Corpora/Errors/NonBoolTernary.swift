import Reel

struct NonBoolTernary: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var size = 1.0

    var body: some View {
        Circle()
            .fill(size ? Color.red : Color.blue)
    }
}
