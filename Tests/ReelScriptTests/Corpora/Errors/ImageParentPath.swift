import Reel

struct ImageParentPath: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Image("../secrets/photo.png")
            .resizable()
    }
}
