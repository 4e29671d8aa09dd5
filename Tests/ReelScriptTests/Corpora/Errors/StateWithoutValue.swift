import Reel

struct StateWithoutValue: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var progress: Double

    var body: some View {
        Circle().trim(from: 0, to: progress).stroke(Color.red)
    }
}
