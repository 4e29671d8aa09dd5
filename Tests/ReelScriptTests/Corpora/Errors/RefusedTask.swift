import Reel

struct RefusedTask: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var pulsing = false

    var body: some View {
        Circle()
            .scaleEffect(pulsing ? 1.2 : 1)
            .task {
                pulsing = true
            }
            .onAppear {
                Task {
                    try await Task.sleep(nanoseconds: 500_000_000)
                    withAnimation { pulsing = false }
                }
            }
    }
}
