import Reel

struct UnterminatedString: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text("Hello)
            .font(.system(size: 20))
    }
}
