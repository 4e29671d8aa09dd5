import Reel

struct ModuloOnDouble: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var angle = 370.0

    var body: some View {
        Circle()
            .rotationEffect(.degrees(angle % 360))
    }
}
