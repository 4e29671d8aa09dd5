import Reel

/// A quantity stepper whose number rolls to its new value: the old digit pushes out as the new
/// one pushes in.
///
/// Exercises: `.id(count)` so each value is a new view, `.transition(.push(from:))` with the edge
/// chosen from the direction of the change, an `enum Direction` with a computed `Edge`, `minus`
/// and `plus` glyphs in a `private` helper view taking a `Bool` `enabled`, `Int` clamping with
/// `min`/`max`, `clipped()`.
struct StepperCounter: AnimatedScene {
    var format = SceneFormat(width: 220, height: 120, fps: 10, duration: 3, background: .white)
    @State private var count = 1
    @State private var direction = Direction.up

    private let range = 0...5

    enum Direction {
        case up, down

        var edge: Edge { self == .up ? .bottom : .top }
    }

    var body: some View {
        HStack(spacing: 18) {
            StepGlyph(symbol: "minus", enabled: count > range.lowerBound)
            Text("\(count)")
                .font(.system(size: 36, weight: .semibold, design: .rounded))
                .id(count)
                .transition(.push(from: direction.edge))
                .frame(width: 40, height: 50)
                .clipped()
            StepGlyph(symbol: "plus", enabled: count < range.upperBound)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 6)
        .background(Capsule().stroke(Color.gray.opacity(0.4)))
    }

    var timeline: some Timeline {
        At(0.3) { withAnimation(.easeInOut(duration: 0.35)) { direction = .up; count += 1 } }
        At(0.9) { withAnimation(.easeInOut(duration: 0.35)) { direction = .up; count += 1 } }
        At(1.6) { withAnimation(.easeInOut(duration: 0.35)) { direction = .down; count -= 1 } }
        At(2.2) { withAnimation(.easeInOut(duration: 0.35)) { direction = .up; count = min(count + 9, range.upperBound) } }
    }
}

private struct StepGlyph: View {
    let symbol: String
    let enabled: Bool

    var body: some View {
        Image(systemName: symbol)
            .font(.title3.bold())
            .foregroundStyle(enabled ? Color.blue : Color.gray.opacity(0.4))
    }
}
