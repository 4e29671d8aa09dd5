import Reel

struct LineSpacingLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text("Reel").lineSpacing(-1e300)
    }
}
