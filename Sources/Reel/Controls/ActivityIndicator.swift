import Foundation

/// The circular progress view: iOS's medium activity indicator, 20 x 20 pt, 8 spokes with round
/// caps in the tint (grey, the secondary label colour, unless `tint(_:)` sets one). One spoke leads
/// at full opacity and the ones behind it fade to 25%; the lead moves one spoke clockwise every
/// eighth of a second, read from the scene's time, so every frame is a function of its time.
struct ActivityIndicator: View, PrimitiveView {
    var body: Never { primitiveViewHasNoBody(Self.self) }

    func makeNode(in context: ResolveContext) -> ViewNode {
        let spokes = ControlMetrics.spinnerSpokes
        let step = Int((context.readTime() / ControlMetrics.spinnerPeriod * Double(spokes)).rounded(.down))
        let lead = ((step % spokes) + spokes) % spokes
        let color = context.environment.tint ?? AnyShapeStyle(Color(UIColor.secondaryLabel))
        let side = ControlMetrics.spinnerSize
        let view = ZStack {
            ForEach(0..<spokes, id: \.self) { index in
                let behind = (lead - index + spokes) % spokes
                let opacity = 1 - Double(behind) * (1 - ControlMetrics.spinnerFaintest) / Double(spokes - 1)
                Spoke(index: index, count: spokes)
                    .stroke(color, style: StrokeStyle(lineWidth: ControlMetrics.spinnerSpokeWidth, lineCap: .round))
                    .opacity(opacity)
            }
        }
        .frame(width: side, height: side)
        return context.resolve(view)
    }

    /// One spoke: a line from the inner to the outer radius, `index` eighths of a turn clockwise
    /// from the top.
    struct Spoke: Shape {
        let index: Int
        let count: Int
        func path(in rect: CGRect) -> Path {
            let angle = Double(index) / Double(count) * 2 * Double.pi
            let (dx, dy) = (sin(angle), -cos(angle))
            let radii = ControlMetrics.spinnerSpokeRadii
            var path = Path()
            path.move(to: CGPoint(x: rect.midX + dx * radii.lowerBound, y: rect.midY + dy * radii.lowerBound))
            path.addLine(to: CGPoint(x: rect.midX + dx * radii.upperBound, y: rect.midY + dy * radii.upperBound))
            return path
        }
    }
}
