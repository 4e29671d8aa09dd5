import Reel

struct MeshGradientPointCount: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        MeshGradient(width: 3, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
    }
}
