import Reel

struct ViewStateWithoutValue: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Counter()
    }
}

struct Counter: View {
    @State var count: Int

    var body: some View {
        Text("\(count)")
    }
}
