import Reel

struct UnsupportedAttribute: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @Published var on = false

    var body: some View {
        Circle()
    }
}
