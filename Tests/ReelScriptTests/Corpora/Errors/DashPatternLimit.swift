import Reel

struct DashPatternLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: Array(repeating: 2, count: 2_000)))
    }
}
