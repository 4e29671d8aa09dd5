import Reel

/// A chat bubble with three "typing" dots that rise in turn, built with `PhaseAnimator`, next to
/// a "sent" badge that pulses with `phaseAnimator(_:trigger:)`.
///
/// Exercises: `PhaseAnimator` over an enum's `allCases` with an `animation:` closure switching on
/// the phase, `phaseAnimator(_:trigger:content:)` on a view, a nested `enum` with computed
/// properties, `ForEach(0..<3)`, `Int` `rawValue` comparisons.
struct TypingIndicator: AnimatedScene {
    var format = SceneFormat(width: 240, height: 140, fps: 10, duration: 3, background: .white)
    @State private var sentCount = 0

    enum Bounce: Int, CaseIterable {
        case first, second, third, rest

        var raisedDot: Int? {
            self == .rest ? nil : rawValue
        }
    }

    var body: some View {
        HStack(spacing: 24) {
            PhaseAnimator(Bounce.allCases) { phase in
                HStack(spacing: 5) {
                    ForEach(0..<3) { index in
                        Circle()
                            .fill(Color.gray)
                            .frame(width: 9, height: 9)
                            .offset(y: phase.raisedDot == index ? -6 : 0)
                            .opacity(phase.raisedDot == index ? 1 : 0.5)
                    }
                }
                .padding(.horizontal, 14)
                .padding(.vertical, 12)
                .background(Capsule().fill(Color(white: 0.9)))
            } animation: { phase in
                switch phase {
                case .rest: return .easeInOut(duration: 0.3)
                default: return .easeOut(duration: 0.18)
                }
            }
            Image(systemName: "paperplane.fill")
                .font(.title)
                .foregroundStyle(.blue)
                .phaseAnimator([1.0, 1.4, 1.0], trigger: sentCount) { content, scale in
                    content.scaleEffect(scale)
                }
        }
    }

    var timeline: some Timeline {
        At(1) { sentCount += 1 }
        At(2) { sentCount += 1 }
    }
}
