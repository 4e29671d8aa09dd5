import Reel

struct UnknownPropertyOfLibraryValue: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .fill(Color.red)
            .rotationEffect(.degrees(Angle.degrees(45).degreez))
    }
}
