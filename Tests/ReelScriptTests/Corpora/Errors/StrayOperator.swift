import Reel

struct StrayOperator: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .frame(width: 50 *, height: 50)
    }
}
