import Reel

struct TrailingClosureNotALayout: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle() {
            Color.red
        }
    }
}
