import Reel

struct MissingLabel: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .fill(Color(1, green: 0.5, blue: 0))
    }
}
