import Reel

struct CallNonFunction: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    let size = 40.0

    var body: some View {
        Circle()
            .frame(width: size(), height: 20)
    }
}
