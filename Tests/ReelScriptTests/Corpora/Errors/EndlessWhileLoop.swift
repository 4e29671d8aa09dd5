import Reel

struct EndlessWhileLoop: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .frame(width: settle(), height: 20)
    }
}

func settle() -> Double {
    var x = 1.0
    while true {
        x = x * 0.5
    }
    return x
}
