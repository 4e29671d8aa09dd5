import Reel

struct RecursiveView: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Nest(level: 0)
    }
}

struct Nest: View {
    var level: Int

    var body: some View {
        ZStack {
            Circle().stroke(Color.white)
            Nest(level: level + 1).padding(2)
        }
    }
}
