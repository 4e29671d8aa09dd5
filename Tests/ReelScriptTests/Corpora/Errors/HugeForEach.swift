import Reel

struct HugeForEach: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        ZStack {
            ForEach(0..<5_000_000) { i in
                Circle()
            }
        }
    }
}
