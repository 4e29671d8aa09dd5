import Reel

/// A ball that jumps, squashes on landing and settles, driven by `keyframeAnimator`.
///
/// Exercises: `keyframeAnimator(initialValue:trigger:content:keyframes:)` over a `private`
/// struct of animated values, `KeyframeTrack(\.offset)` key paths, `SpringKeyframe`,
/// `LinearKeyframe`, `CubicKeyframe`, a `Int` trigger bumped in events, `scaleEffect(x:y:anchor:)`,
/// a floor made of a `Capsule` whose shadow follows the ball.
struct BouncingBall: AnimatedScene {
    var format = SceneFormat(width: 200, height: 220, fps: 10, duration: 3, background: Color(red: 1, green: 0.97, blue: 0.9))
    @State private var jumps = 0

    var body: some View {
        VStack(spacing: 0) {
            Circle()
                .fill(Color.orange)
                .frame(width: 44, height: 44)
                .keyframeAnimator(initialValue: BallValues(), trigger: jumps) { content, value in
                    content
                        .scaleEffect(x: value.stretch, y: 1 / value.stretch, anchor: .bottom)
                        .offset(y: value.height)
                } keyframes: { _ in
                    KeyframeTrack(\.height) {
                        CubicKeyframe(-90, duration: 0.35)
                        CubicKeyframe(0, duration: 0.3)
                        SpringKeyframe(0, duration: 0.4, spring: .bouncy)
                    }
                    KeyframeTrack(\.stretch) {
                        LinearKeyframe(0.9, duration: 0.3)
                        LinearKeyframe(1.0, duration: 0.3)
                        LinearKeyframe(1.35, duration: 0.08)
                        SpringKeyframe(1.0, duration: 0.4)
                    }
                }
            Capsule()
                .fill(Color.black.opacity(0.15))
                .frame(width: 60, height: 8)
        }
    }

    var timeline: some Timeline {
        At(0.3) { jumps += 1 }
        At(1.6) { jumps += 1 }
    }
}

private struct BallValues {
    var height: CGFloat = 0
    var stretch: CGFloat = 1
}
