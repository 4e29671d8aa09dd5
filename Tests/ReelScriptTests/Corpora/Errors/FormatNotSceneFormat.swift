import Reel

struct FormatNotSceneFormat: AnimatedScene {
    var format = CGSize(width: 200, height: 200)

    var body: some View {
        Circle()
    }
}
