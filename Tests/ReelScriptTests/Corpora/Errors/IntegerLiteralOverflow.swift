import Reel

struct IntegerLiteralOverflow: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    let seed = 123456789012345678901234567890

    var body: some View {
        Circle()
    }
}
