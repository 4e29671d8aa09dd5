import Foundation

/// The linear progress view's bar: a 4 pt capsule in the system fill, filled from the leading
/// edge with the tint to `fraction` of its width.
struct ProgressBar: View, PrimitiveView {
    let fraction: Double

    var body: Never { primitiveViewHasNoBody(Self.self) }

    func makeNode(in context: ResolveContext) -> ViewNode {
        let view = ZStack {
            Capsule().fill(Color(UIColor.systemFill))
            PartialCapsule(fraction: fraction).fill(TintShapeStyle())
        }
        .frame(height: ControlMetrics.progressTrack)
        return context.resolve(view)
    }

    /// The leading `fraction` of a capsule's width, with round ends.
    struct PartialCapsule: Shape {
        let fraction: Double
        func path(in rect: CGRect) -> Path {
            guard fraction > 0 else { return Path() }
            let filled = CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height)
            return Capsule().path(in: filled)
        }
    }
}
