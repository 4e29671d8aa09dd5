import Reel

/// A flash card that flips to show its answer: the flip is an animatable modifier squeezing the
/// card horizontally by the cosine of the angle and swapping faces at 90°, and the card tilts
/// with `rotationEffect` as it turns.
///
/// Exercises: a `ViewModifier` conforming to `Animatable` whose `animatableData` is a `Double`
/// angle (`var angle = 0.0`, given `180` or `0` by the memberwise initialiser), reading it to
/// choose between two `@ViewBuilder` faces, `abs`, `cos`, `.pi`, `scaleEffect(x:y:)`, `extension
/// View` wrapping `modifier(_:)`, `withAnimation(.easeInOut)`, `Bool.toggle()`, explicit `init` on
/// a helper view with a default.
struct CardFlip: AnimatedScene {
    var format = SceneFormat(width: 240, height: 180, fps: 10, duration: 3, background: Color(red: 0.12, green: 0.13, blue: 0.2))
    @State private var flipped = false

    var body: some View {
        FlashCard(question: "2 + 2 × 2", answer: "6")
            .flip(angle: flipped ? 180 : 0)
            .frame(width: 160, height: 110)
    }

    var timeline: some Timeline {
        At(0.4) { withAnimation(.easeInOut(duration: 0.8)) { flipped.toggle() } }
        At(1.9) { withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) { flipped.toggle() } }
    }
}

private struct FlashCard: View {
    let question: String
    let answer: String
    var showsAnswer: Bool

    init(question: String, answer: String, showsAnswer: Bool = false) {
        self.question = question
        self.answer = answer
        self.showsAnswer = showsAnswer
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 14)
            .fill(showsAnswer ? Color.orange : Color.white)
            .overlay(
                Text(showsAnswer ? answer : question)
                    .font(.system(size: showsAnswer ? 40 : 22, weight: .bold, design: .rounded))
                    .foregroundStyle(showsAnswer ? .white : .black)
            )
            .shadow(color: .black.opacity(0.3), radius: 8, y: 4)
    }
}

private struct FlipModifier: ViewModifier, Animatable {
    var angle = 0.0

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func body(content: Content) -> some View {
        let radians = angle * .pi / 180
        ZStack {
            if angle < 90 {
                content
            } else {
                FlashCard(question: "2 + 2 × 2", answer: "6", showsAnswer: true)
            }
        }
        .scaleEffect(x: max(abs(cos(radians)), 0.02), y: 1)
        .rotationEffect(.degrees(sin(radians) * 6))
    }
}

private extension View {
    func flip(angle: Double) -> some View {
        modifier(FlipModifier(angle: angle))
    }
}
