import Reel

struct PolygonSidesLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        RegularPolygon(sides: 1_000_000_000_000).fill(Color.red)
    }
}
