import Reel

struct NotAView: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        VStack {
            Circle()
            42
        }
    }
}
