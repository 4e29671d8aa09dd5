import Reel

struct WallClockDate: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 1)
    @State private var start = Date.now

    var body: some View {
        Text("\(Date().timeIntervalSince(start), specifier: "%.1f")")
    }
}
