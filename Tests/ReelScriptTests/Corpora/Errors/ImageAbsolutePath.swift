import Reel

struct ImageAbsolutePath: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Image("/etc/passwd")
    }
}
