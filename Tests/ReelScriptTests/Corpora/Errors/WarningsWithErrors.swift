import Reel

// Every error at once, in source order, and the warnings with them.
struct WarningsWithErrors: AnimatedScene {
    var format = SceneFormat(width: 200, height: 100)
    @State var on = false

    var body: some View {
        VStack {
            Image(systemName: "star.fill.bogus")
            Rectangle().opacity(on ? 1 : 0.5).animation(.easeIn)
            Circel()
            Text("a").opacty(0.5)
        }
    }
}
