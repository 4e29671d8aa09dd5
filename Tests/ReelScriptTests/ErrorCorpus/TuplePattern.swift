import Reel

struct TuplePattern: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Rectangle()
            .frame(width: area(), height: 20)
    }
}

func area() -> Double {
    let (w, h) = size()
    return w * h
}

func size() -> Double {
    4
}
