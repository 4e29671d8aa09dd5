import Reel

struct ReturnTypeMismatch: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .frame(width: radius() * 2, height: 20)
    }
}

func radius() -> Double {
    return "ten"
}
