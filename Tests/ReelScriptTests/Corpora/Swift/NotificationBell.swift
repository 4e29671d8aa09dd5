import Reel

/// A bell that rings when notifications arrive: it wiggles through keyframes and its badge
/// counts up, showing "9+" past nine.
///
/// Exercises: `keyframeAnimator` with a single `Double` value and a `KeyframeTrack` without a key
/// path, `LinearKeyframe` and `SpringKeyframe`, `extension Int` with a computed `String`
/// property using a ternary, an `if` adding the badge with `.transition(.scale)`,
/// `overlay(alignment: .topTrailing)`, `rotationEffect(_:anchor: .top)`.
struct NotificationBell: AnimatedScene {
    var format = SceneFormat(width: 180, height: 160, fps: 10, duration: 3, background: .white)
    @State private var unread = 0

    var body: some View {
        Image(systemName: "bell.fill")
            .font(.system(size: 54))
            .foregroundStyle(Color.orange)
            .keyframeAnimator(initialValue: 0.0, trigger: unread) { content, angle in
                content.rotationEffect(.degrees(angle), anchor: .top)
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(18, duration: 0.1)
                    LinearKeyframe(-15, duration: 0.15)
                    LinearKeyframe(10, duration: 0.15)
                    SpringKeyframe(0, duration: 0.4)
                }
            }
            .overlay(alignment: .topTrailing) {
                if unread > 0 {
                    Text(unread.badgeText)
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(Capsule().fill(Color.red))
                        .offset(x: 10, y: -6)
                        .transition(.scale)
                }
            }
    }

    var timeline: some Timeline {
        At(0.3) { withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { unread = 1 } }
        At(1.2) { withAnimation { unread += 4 } }
        At(2.1) { withAnimation { unread += 7 } }
    }
}

extension Int {
    fileprivate var badgeText: String {
        self > 9 ? "9+" : "\(self)"
    }
}
