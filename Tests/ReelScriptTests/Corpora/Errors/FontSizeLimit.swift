import Reel

struct FontSizeLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text("Reel").font(.system(size: 1e9))
    }
}
