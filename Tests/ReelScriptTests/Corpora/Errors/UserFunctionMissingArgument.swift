import Reel

struct UserFunctionMissingArgument: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .offset(x: wave(at: 0.5))
    }
}

func wave(at t: Double, amplitude: Double) -> Double {
    sin(t * 2 * .pi) * amplitude
}
