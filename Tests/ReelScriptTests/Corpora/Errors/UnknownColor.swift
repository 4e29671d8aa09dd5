import Reel

struct UnknownColor: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .fill(Color.blu)
            .frame(width: 50, height: 50)
    }
}
