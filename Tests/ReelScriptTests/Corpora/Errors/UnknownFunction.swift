import Reel

struct UnknownFunction: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .fill(Color.red)
            .offset(x: sine(0.5) * 40)
    }
}
