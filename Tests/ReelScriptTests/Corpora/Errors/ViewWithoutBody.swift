import Reel

struct ViewWithoutBody: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Card()
    }
}

struct Card: View {
    var content: some View {
        RoundedRectangle(cornerRadius: 8)
    }
}
