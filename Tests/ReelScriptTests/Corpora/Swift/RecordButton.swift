import Reel

/// A record button: rings pulse outwards while recording and the round button morphs into a
/// rounded square.
///
/// Exercises: `ForEach(0..<3)` of rings with `.delay(Double(ring) * 0.4)` on a
/// `repeatForever(autoreverses: false)` animation, `animation(_:value:)` per ring, a
/// `RoundedRectangle` whose `cornerRadius` animates, `Color.red.opacity`, a `private` computed
/// property for the button's side, a second `@State` starting the pulse in the same event, the
/// rings' container faded by `opacity` when recording stops.
struct RecordButton: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 3, background: Color(white: 0.08))
    @State private var isRecording = false
    @State private var pulsing = false

    private var side: CGFloat { isRecording ? 34 : 56 }

    var body: some View {
        ZStack {
            ZStack {
                ForEach(0..<3) { ring in
                    Circle()
                        .stroke(Color.red.opacity(0.6), lineWidth: 2)
                        .frame(width: 70, height: 70)
                        .scaleEffect(pulsing ? 2.2 : 1)
                        .opacity(pulsing ? 0 : 1)
                        .animation(.easeOut(duration: 1.2).repeatForever(autoreverses: false).delay(Double(ring) * 0.4),
                                   value: pulsing)
                }
            }
            .opacity(isRecording ? 1 : 0)
            Circle()
                .stroke(Color.white, lineWidth: 4)
                .frame(width: 72, height: 72)
            RoundedRectangle(cornerRadius: isRecording ? 8 : side / 2)
                .fill(Color.red)
                .frame(width: side, height: side)
        }
    }

    var timeline: some Timeline {
        At(0.4) {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) { isRecording = true }
            pulsing = true
        }
        At(2.4) { withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) { isRecording = false } }
    }
}
