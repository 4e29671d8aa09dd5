import Reel

struct MisorderedLabels: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .frame(height: 50, width: 60)
    }
}
