import Reel

struct ShadowRadiusLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle().fill(Color.red).shadow(color: .black, radius: 1e19)
    }
}
