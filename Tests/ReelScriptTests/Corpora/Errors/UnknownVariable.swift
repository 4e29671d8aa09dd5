import Reel

struct UnknownVariable: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var liked = false

    var body: some View {
        Circle()
            .fill(Color.red)
            .opacity(likd ? 1 : 0.5)
    }
}
