import Reel

struct SeveralUnknownNames: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        VStack {
            Circel()
            Rectangle().fil(Color.red)
            Text("ok")
            Capsule().frame(width: widht)
        }
    }
}
