import Reel

struct UnknownStructMember: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        let dot = Dot(size: 20)
        Circle()
            .frame(width: dot.sise, height: dot.size)
    }
}

struct Dot {
    var size: Double
}
