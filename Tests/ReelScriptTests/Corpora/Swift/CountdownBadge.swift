import Reel

/// Badges whose starting state comes from their `init` (`_count = State(initialValue:)`), counted
/// down by `.task` when they appear; a badge removed at 1.6 s and shown again at 2.2 s starts
/// fresh, and its `onDisappear` dims the title.
struct CountdownBadge: AnimatedScene {
    var format = SceneFormat(width: 280, height: 160, fps: 10, duration: 3, background: .white)
    @State private var showsSecond = true
    @State private var dimmed = false

    var body: some View {
        VStack(spacing: 14) {
            Text("Countdown")
                .font(.headline)
                .opacity(dimmed ? 0.3 : 1)
            HStack(spacing: 16) {
                Badge(start: 5, tint: .purple)
                if showsSecond {
                    Badge(start: 9, tint: .teal)
                        .onDisappear { withAnimation { dimmed = true } }
                }
            }
        }
    }

    var timeline: some Timeline {
        At(1.6) { showsSecond = false }
        At(2.2) { showsSecond = true }
    }
}

private struct Badge: View {
    let tint: Color
    @State private var count: Int
    @State private var scale = 0.6

    init(start: Int, tint: Color) {
        self.tint = tint
        _count = State(initialValue: start)
    }

    var body: some View {
        Text("\(count)")
            .font(.title)
            .frame(width: 56, height: 56)
            .background(Circle().fill(tint.opacity(0.3)))
            .scaleEffect(scale)
            .task {
                count -= 3
                withAnimation(.spring(response: 0.4, dampingFraction: 0.5)) { scale = 1 }
            }
    }
}
