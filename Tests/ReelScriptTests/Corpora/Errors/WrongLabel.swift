import Reel

struct WrongLabel: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(widht: 50, height: 50)
    }
}
