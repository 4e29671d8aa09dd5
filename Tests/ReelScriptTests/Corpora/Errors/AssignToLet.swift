import Reel

struct AssignToLet: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .frame(width: size(), height: size())
    }
}

func size() -> Double {
    let base = 40.0
    base = base * 2
    return base
}
