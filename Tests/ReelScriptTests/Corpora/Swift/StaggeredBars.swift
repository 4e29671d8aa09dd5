import Reel

/// A row of bars, each a view with its own `@State` height, grown by its own `onAppear` with a
/// delay staggered by its index; the row appears half a second in, when the scene's state
/// inserts it.
struct StaggeredBars: AnimatedScene {
    var format = SceneFormat(width: 260, height: 180, fps: 10, duration: 2.5, background: .white)
    @State private var showsBars = false

    var body: some View {
        VStack {
            if showsBars {
                HStack(alignment: .bottom, spacing: 8) {
                    ForEach(0..<6) { index in
                        GrowingBar(index: index, target: 30 + Double(index % 3) * 35)
                    }
                }
            }
        }
        .frame(width: 240, height: 160, alignment: .bottom)
    }

    var timeline: some Timeline {
        At(0.5) { showsBars = true }
    }
}

private struct GrowingBar: View {
    let index: Int
    let target: Double
    @State var height = 4.0

    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .fill(Color(hue: Double(index) / 6, saturation: 0.7, brightness: 0.9))
            .frame(width: 24, height: height)
            .onAppear {
                withAnimation(.easeOut(duration: 0.6).delay(Double(index) * 0.15)) {
                    height = target
                }
            }
    }
}
