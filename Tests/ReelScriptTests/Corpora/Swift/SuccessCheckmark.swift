import Reel

/// A payment confirmation: a circle draws itself, then a check mark strokes in and the amount
/// fades up.
///
/// Exercises: a `Shape` of the file drawing a check mark with `Path` in relative coordinates
/// (`rect.width * 0.28`), `trim(from: 0, to:)` animated on two shapes in sequence with
/// `.delay`, `StrokeStyle(lineWidth:lineCap:lineJoin:)`, `offset(y:)` with `opacity` for the
/// text, a `@State` `Bool` driving everything, a `private let` amount in a `String`
/// interpolation.
struct SuccessCheckmark: AnimatedScene {
    var format = SceneFormat(width: 220, height: 220, fps: 10, duration: 2.5, background: .white)
    @State private var done = false

    private let amount = 24.0

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle()
                    .trim(from: 0, to: done ? 1 : 0)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .animation(.easeOut(duration: 0.6), value: done)
                Checkmark()
                    .trim(from: 0, to: done ? 1 : 0)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 7, lineCap: .round, lineJoin: .round))
                    .animation(.easeOut(duration: 0.35).delay(0.55), value: done)
            }
            .frame(width: 96, height: 96)
            Text("Paid €\(Int(amount))")
                .font(.title3.bold())
                .opacity(done ? 1 : 0)
                .offset(y: done ? 0 : 12)
                .animation(.easeOut(duration: 0.4).delay(0.8), value: done)
        }
    }

    var timeline: some Timeline {
        At(0.3) { done = true }
    }
}

private struct Checkmark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.width * 0.28, y: rect.height * 0.52))
        path.addLine(to: CGPoint(x: rect.width * 0.44, y: rect.height * 0.68))
        path.addLine(to: CGPoint(x: rect.width * 0.72, y: rect.height * 0.36))
        return path
    }
}
