import Reel

struct BoolForNumber: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var on = false

    var body: some View {
        Circle()
            .fill(Color.red)
            .opacity(on)
    }
}
