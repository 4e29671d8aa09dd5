import Reel

struct RefusedDispatchQueue: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var shown = false

    var body: some View {
        Circle()
            .opacity(shown ? 1 : 0)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    withAnimation { shown = true }
                }
            }
    }
}
