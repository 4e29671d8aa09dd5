import Foundation

/// Places its children on a circle, after Apple's "Composing custom layouts with SwiftUI"
/// sample: the largest circle that fits the bounds, centred in them; the first child at the
/// top and the others following clockwise at equal angles (child i of n at 360° · i / n from the
/// top).
///
/// Each child is proposed its ideal size (`.unspecified`) and centred on the circle inset by
/// half its size: its centre lies at radius min(width, height) / 2 − max(childWidth,
/// childHeight) / 2 from the bounds' centre (never below 0), so every child stays inside.
/// The layout takes the whole proposal; a nil or infinite dimension becomes 10.
public struct RadialLayout: Layout {
    /// A radial layout.
    public init() {}

    /// The proposal, with nil or infinite dimensions replaced by 10.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        func finite(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite ? $0 : nil } }
        return ProposedViewSize(width: finite(proposal.width), height: finite(proposal.height)).replacingUnspecifiedDimensions()
    }

    /// Places the children on the circle, clockwise from the top.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        let outer = min(bounds.width, bounds.height) / 2
        let step = 2 * Double.pi / Double(max(1, subviews.count))
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let radius = max(0, outer - max(size.width, size.height) / 2)
            let angle = step * Double(index)
            let center = CGPoint(x: bounds.midX + radius * CGFloat(sin(angle)), y: bounds.midY - radius * CGFloat(cos(angle)))
            subview.place(at: center, anchor: .center, proposal: .unspecified)
        }
    }
}
