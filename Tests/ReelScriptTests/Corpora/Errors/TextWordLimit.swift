import Reel

struct TextWordLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        VStack {
            Text(String(repeating: "x", count: 1_001))
                .frame(width: 60)
            Text(String(repeating: "word ", count: 10_000))
            Text(String(repeating: "字", count: 5_000))
        }
    }
}
