import Reel

/// A gauge that follows its parent: the scene's `level` changes in timeline events, and a child
/// view reacts with `onChange(of:)` in its forms: `{ old, new in }` to swing a needle by the
/// change, `{ newValue in }` to remember the highest level seen, and `initial: true` to set
/// itself up when it appears.
struct FollowingGauge: AnimatedScene {
    var format = SceneFormat(width: 240, height: 200, fps: 10, duration: 3, background: .white)
    @State private var level = 2

    var body: some View {
        Gauge(level: level)
    }

    var timeline: some Timeline {
        At(0.6) { level = 6 }
        At(1.6) { level = 3 }
        At(2.2) { level = 9 }
    }
}

private struct Gauge: View {
    let level: Int
    @State var angle = 0.0
    @State var peak = 0
    @State var swing = 0.0

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                Circle()
                    .stroke(Color.gray, lineWidth: 6)
                    .frame(width: 110, height: 110)
                Capsule()
                    .fill(swing > 0 ? Color.green : Color.orange)
                    .frame(width: 6, height: 50)
                    .offset(y: -25)
                    .rotationEffect(.degrees(angle))
            }
            HStack(spacing: 4) {
                ForEach(0..<10) { step in
                    Rectangle()
                        .fill(step < peak ? Color.red : Color(white: 0.85))
                        .frame(width: 12, height: 10)
                }
            }
        }
        .onChange(of: level) { old, new in
            swing = Double(new - old)
            withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) {
                angle = Double(new) * 27 - 120
            }
        }
        .onChange(of: level) { newValue in
            if newValue > peak {
                withAnimation(.easeOut(duration: 0.3)) { peak = newValue }
            }
        }
        .onChange(of: level, initial: true) {
            if peak == 0 {
                angle = Double(level) * 27 - 120
                peak = level
            }
        }
    }
}
