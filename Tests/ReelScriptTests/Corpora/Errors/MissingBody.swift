import Reel

struct MissingBody: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var content: some View {
        Circle()
    }
}
