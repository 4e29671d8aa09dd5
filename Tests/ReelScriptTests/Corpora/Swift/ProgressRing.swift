import Reel

/// A circular progress ring with a percentage label that counts up as the ring fills.
///
/// Exercises: a `ViewModifier` that is `Animatable` (the `AnimatableModifier` pattern) with
/// `animatableData` driving a number label, `trim(from:to:)` on a `Circle`, `StrokeStyle` with
/// round caps, `rotationEffect`, `enum Constants` as a caseless namespace, an explicit `init`
/// with a default argument, a `View` extension wrapping the modifier.
struct ProgressRing: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2.5, background: Color(white: 0.1))
    @State private var progress = 0.1

    var body: some View {
        RingView(progress: progress)
            .frame(width: 140, height: 140)
    }

    var timeline: some Timeline {
        At(0.3) {
            withAnimation(.easeInOut(duration: 1.2)) { progress = 0.85 }
        }
        At(1.8) {
            withAnimation(.easeOut(duration: 0.5)) { progress = 0.6 }
        }
    }
}

private enum Constants {
    static let lineWidth: CGFloat = 14
    static let track = Color.white.opacity(0.12)
    static let tint = Color.mint
}

private struct RingView: View {
    var progress: Double
    var lineWidth: CGFloat

    init(progress: Double, lineWidth: CGFloat = Constants.lineWidth) {
        self.progress = progress
        self.lineWidth = lineWidth
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Constants.track, lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Constants.tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .percentageLabel(progress)
    }
}

private struct PercentageLabel: ViewModifier, Animatable {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        content.overlay(
            Text("\(Int(value * 100))%")
                .font(.system(size: 28, weight: .bold, design: .rounded))
                .foregroundStyle(.white)
        )
    }
}

private extension View {
    func percentageLabel(_ value: Double) -> some View {
        modifier(PercentageLabel(value: value))
    }
}
