import Reel

struct SeveralErrors: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        VStack {
            Rectangle().frame(widht: 20)
            Text("ok")
            Circle().fill(Color(red: 1))
            Capsule().opacity("half")
        }
    }
}
