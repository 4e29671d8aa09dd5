import Reel

struct MissingArgument: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .fill(Color(red: 1, green: 0.5))
    }
}
