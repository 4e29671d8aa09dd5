import Reel

struct TextLengthLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text(String(repeating: "word ", count: 30_000))
    }
}
