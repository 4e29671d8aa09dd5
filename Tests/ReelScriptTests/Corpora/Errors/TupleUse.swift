import Reel

struct TupleUse: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        let size = (40, 20)
        Rectangle()
            .frame(width: Double(size.0), height: Double(size.2))
    }
}
