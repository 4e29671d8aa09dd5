import Reel

struct ExtraArgument: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .offset(x: double(4, 5))
    }
}

func double(_ x: Double) -> Double {
    x * 2
}
