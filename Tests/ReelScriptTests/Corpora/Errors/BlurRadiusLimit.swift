import Reel

struct BlurRadiusLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Color.red.blur(radius: 1e19)
    }
}
