import Reel

/// Three loading indicators side by side: a spinning arc, a pulsing circle and a row of
/// growing bars, each started once and repeating forever.
///
/// Exercises: `repeatForever(autoreverses:)` on `.linear` and `.easeInOut`, `rotationEffect`
/// of a `trim`med `Circle` with an `AngularGradient` stroke, a `@State` started in an event at
/// time zero, `ForEach(0..<4)` with `.delay(Double(i) * 0.15)`, a `private struct` spinner view
/// holding its own animation parameters as `let`s with defaults.
struct LoadingSpinner: AnimatedScene {
    var format = SceneFormat(width: 280, height: 120, fps: 10, duration: 2, background: Color(white: 0.97))
    @State private var isAnimating = false

    var body: some View {
        HStack(spacing: 36) {
            ArcSpinner(isAnimating: isAnimating)
            Circle()
                .fill(Color.pink)
                .frame(width: 36, height: 36)
                .scaleEffect(isAnimating ? 1 : 0.5)
                .opacity(isAnimating ? 0.4 : 1)
                .animation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true), value: isAnimating)
            HStack(spacing: 4) {
                ForEach(0..<4) { i in
                    Capsule()
                        .fill(Color.teal)
                        .frame(width: 6, height: isAnimating ? 36 : 10)
                        .animation(.easeInOut(duration: 0.4).repeatForever().delay(Double(i) * 0.15), value: isAnimating)
                }
            }
            .frame(height: 36)
        }
    }

    var timeline: some Timeline {
        At(0) { isAnimating = true }
    }
}

private struct ArcSpinner: View {
    let isAnimating: Bool
    let lineWidth: CGFloat = 5
    let period: Double = 0.9

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.75)
            .stroke(AngularGradient(colors: [.blue.opacity(0), .blue], center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            .frame(width: 40, height: 40)
            .rotationEffect(.degrees(isAnimating ? 360 : 0))
            .animation(.linear(duration: period).repeatForever(autoreverses: false), value: isAnimating)
    }
}
