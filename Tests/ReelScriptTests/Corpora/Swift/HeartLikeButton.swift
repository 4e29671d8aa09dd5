import Reel

/// A like button: a heart that pops when liked, with a counter beside it.
///
/// Exercises: `Bool.toggle()`, `withAnimation { }` without arguments, `extension Animation` with a
/// `static var`, `extension Int` with a computed property, `Image(systemName:)`, a ternary-driven
/// `scaleEffect`, a `private` helper view with its own stored properties.
struct HeartLikeButton: AnimatedScene {
    var format = SceneFormat(width: 220, height: 140, fps: 10, duration: 2.5, background: .white)
    @State private var isLiked = false
    @State private var likes = 41

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .font(.system(size: 40))
                .foregroundStyle(isLiked ? .red : .gray)
                .scaleEffect(isLiked ? 1.25 : 1.0)
            LikeCount(count: likes, highlighted: isLiked)
        }
        .padding(20)
        .background(Capsule().fill(Color(white: 0.95)))
    }

    var timeline: some Timeline {
        At(0.4) {
            withAnimation(.pop) {
                isLiked.toggle()
                likes += 1
            }
        }
        At(1.5) {
            withAnimation {
                isLiked.toggle()
                likes -= 1
            }
        }
    }
}

private struct LikeCount: View {
    let count: Int
    let highlighted: Bool

    var body: some View {
        Text(count.abbreviated)
            .font(.title2.bold())
            .foregroundStyle(highlighted ? .red : .secondary)
    }
}

extension Animation {
    fileprivate static var pop: Animation {
        .spring(response: 0.3, dampingFraction: 0.5)
    }
}

extension Int {
    fileprivate var abbreviated: String {
        self >= 1000 ? "\(self / 1000)k" : "\(self)"
    }
}
