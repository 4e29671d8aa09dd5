import Reel

struct StringPlusInt: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var score = 3

    var body: some View {
        Text("Score: " + score)
    }
}
