import Reel

struct StarPointsLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Star(points: 1_000_000).fill(Color.red)
    }
}
