import Reel

struct UnknownImplicitMember: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        ZStack(alignment: .topLeft) {
            Circle().fill(Color.red)
        }
    }
}
