import Reel

struct HugeArray: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    let samples = Array(repeating: 0.0, count: 50_000_000)

    var body: some View {
        Circle()
    }
}
