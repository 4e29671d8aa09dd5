import Reel

struct MissingFormat: AnimatedScene {
    @State var on = false

    var body: some View {
        Circle()
    }
}
