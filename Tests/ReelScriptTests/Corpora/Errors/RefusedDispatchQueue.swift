import Reel

struct RefusedDispatchQueue: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var shown = false

    var body: some View {
        Circle()
            .opacity(shown ? 1 : 0)
            .overlay(badge)
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                    shown = true
                }
            }
    }

    var badge: some View {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {}
        return Text("new")
    }

    var timeline: some Timeline {
        At(0) {
            DispatchQueue.global().async { shown = true }
        }
    }
}
