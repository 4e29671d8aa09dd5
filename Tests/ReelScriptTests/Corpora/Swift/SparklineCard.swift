import Reel

/// A stocks card with a sparkline that draws itself in, a gradient fill and a price badge.
///
/// Exercises: a `Shape` built from data points with `enumerated()` and a tuple-destructuring `for
/// (index, point) in points.enumerated()`, `.init(x:y:)` where a `CGPoint` is expected, `guard
/// let`, `trim(from:to:)` animated, a generic file-scope helper function (`func badge<Label:
/// View>`), `min()`/`max()` of an array, `extension Double` formatting a change, a `LinearGradient`
/// fill of the same shape.
struct SparklineCard: AnimatedScene {
    var format = SceneFormat(width: 260, height: 170, fps: 10, duration: 2, background: Color(white: 0.95))
    @State private var drawn: CGFloat = 0

    private let prices: [Double] = [12, 14, 13, 17, 16, 19, 18, 22, 21, 25]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("REEL")
                    .font(.headline)
                Spacer()
                badge(Text((prices.last! - prices.first!).signedChange), tint: .green)
            }
            ZStack {
                LineGraph(values: prices, closed: true)
                    .fill(LinearGradient(colors: [.green.opacity(0.35), .green.opacity(0)], startPoint: .top, endPoint: .bottom))
                    .opacity(drawn)
                LineGraph(values: prices)
                    .trim(from: 0, to: drawn)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
            }
            .frame(height: 90)
        }
        .padding(14)
        .background(RoundedRectangle(cornerRadius: 16).fill(.white))
        .padding(10)
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.easeInOut(duration: 1.2)) { drawn = 1 } }
    }
}

/// Wraps any view in a tinted capsule.
private func badge<Label: View>(_ label: Label, tint: Color) -> some View {
    label
        .font(.caption.bold())
        .foregroundStyle(.white)
        .padding(.horizontal, 8)
        .padding(.vertical, 3)
        .background(Capsule().fill(tint))
}

private struct LineGraph: Shape {
    var values: [Double]
    var closed = false

    func path(in rect: CGRect) -> Path {
        guard let low = values.min(), let high = values.max(), values.count > 1 else { return Path() }
        let stepX = rect.width / CGFloat(values.count - 1)
        let points = values.enumerated().map { index, value in
            CGPoint(x: CGFloat(index) * stepX, y: rect.height * (1 - (value - low) / (high - low)))
        }
        var path = Path()
        for (index, point) in points.enumerated() {
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        if closed {
            path.addLine(to: .init(x: rect.width, y: rect.height))
            path.addLine(to: .init(x: 0, y: rect.height))
            path.closeSubpath()
        }
        return path
    }
}

extension Double {
    fileprivate var signedChange: String {
        self >= 0 ? "+\(Int(self))" : "\(Int(self))"
    }
}
