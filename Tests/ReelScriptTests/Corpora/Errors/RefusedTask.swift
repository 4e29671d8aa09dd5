import Reel

struct RefusedTask: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var pulsing = false

    var body: some View {
        Circle()
            .scaleEffect(pulsing ? 1.2 : 1)
            .onAppear {
                Task.detached {
                    pulsing = true
                }
            }
            .onChange(of: pulsing, initial: true) {
                try? Task.sleep(nanoseconds: 500_000_000)
            }
            .task {
                sleep(1)
            }
    }
}
