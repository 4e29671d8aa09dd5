import Reel

struct MissingClosingBrace: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        ZStack {
            Circle().fill(Color.red)
    }
}
