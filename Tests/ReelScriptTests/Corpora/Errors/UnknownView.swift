import Reel

struct UnknownView: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        ZStack {
            Circel()
                .fill(Color.red)
        }
    }
}
