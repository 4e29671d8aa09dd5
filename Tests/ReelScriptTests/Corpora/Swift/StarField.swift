import Reel

/// A night sky: a field of faint stars, a few coloured stars scattered over it, one of which
/// flares up, and the names of three stars in a shuffled order.
///
/// Exercises: `Double.random(in:)` over closed and half-open ranges and `CGFloat.random(in:)` in
/// a `Canvas` renderer (the same field every frame), `.random` offsets of the views of a
/// `ForEach` in `body` (the same places in every state), `colors.randomElement()!`,
/// `shuffled()`, and an `At` event choosing `Int.random(in:)` and `Bool.random()`.
struct StarField: AnimatedScene {
    var format = SceneFormat(width: 240, height: 180, fps: 10, duration: 1.5,
                             background: Color(red: 0.04, green: 0.05, blue: 0.14), seed: 2024)
    @State private var flaring = -1
    @State private var warm = false

    private let colors: [Color] = [.white, .yellow, .orange, .cyan, .pink]

    var body: some View {
        ZStack {
            Canvas { context, size in
                for _ in 0..<70 {
                    let x = CGFloat.random(in: 0...size.width)
                    let y = Double.random(in: 0..<Double(size.height))
                    let r = CGFloat.random(in: 0.4...1.4)
                    let dot = Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
                    context.fill(dot, with: .color(.white.opacity(Double.random(in: 0.3...0.9))))
                }
            }
            ForEach(0..<7, id: \.self) { index in
                Circle()
                    .fill(colors.randomElement()!)
                    .frame(width: 10, height: 10)
                    .scaleEffect(index == flaring ? 2.2 : 1)
                    .shadow(color: warm ? .orange : .white, radius: index == flaring ? 6 : 0)
                    .offset(x: Double.random(in: -100...100), y: CGFloat.random(in: -60..<50))
            }
            HStack(spacing: 8) {
                ForEach(["Vega", "Deneb", "Altair"].shuffled(), id: \.self) { name in
                    Text(name)
                        .font(.caption2)
                        .foregroundStyle(.white)
                }
            }
            .offset(y: 74)
        }
    }

    var timeline: some Timeline {
        At(0.4) {
            withAnimation(.easeOut(duration: 0.6)) {
                flaring = Int.random(in: 0..<7)
                warm = Bool.random()
            }
        }
    }
}
