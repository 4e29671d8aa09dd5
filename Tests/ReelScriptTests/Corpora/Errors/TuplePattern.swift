import Reel

struct TuplePattern: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    let (width, height) = (40.0, 20.0)

    var body: some View {
        Rectangle()
            .frame(width: 40, height: 20)
    }
}
