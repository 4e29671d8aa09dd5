import Reel

struct StateOutsideScene: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Toggle()
    }
}

struct Toggle: View {
    @State var on = false

    var body: some View {
        Circle().fill(on ? Color.green : Color.gray)
    }
}
