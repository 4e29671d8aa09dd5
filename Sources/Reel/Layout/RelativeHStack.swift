import Foundation

/// A horizontal stack whose children share its width in proportion to their layout priorities:
/// child i gets (proposed width − spacing · (n − 1)) · wᵢ / Σw, where wᵢ is its `layoutPriority`.
/// A priority of 0 (the default, as when none is set), a negative or a non-finite priority
/// counts as 1, so children with no priority share equally and `.layoutPriority(2)` takes twice
/// an unprioritised child's share.
///
/// Each child is proposed its share and the stack's proposed height, and is centred in its share
/// and vertically. The stack is as wide as the proposal and as tall as its tallest child. With a
/// nil or infinite proposed width, each child takes its ideal width instead.
public struct RelativeHStack: Layout {
    /// Space between adjacent children.
    public var spacing: CGFloat

    /// A relative stack with `spacing` (8 by default) between children.
    public init(spacing: CGFloat = 8) { self.spacing = spacing }

    /// Children run horizontally.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    /// Each child's share of the width and its proposal, and the stack's size.
    struct Arrangement {
        var widths: [CGFloat]
        var proposals: [ProposedViewSize]
        var size: CGSize
    }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Arrangement {
        let gap = spacing.isFinite ? spacing : defaultStackSpacing
        let totalSpacing = gap * CGFloat(max(0, subviews.count - 1))
        var widths: [CGFloat]
        var proposals: [ProposedViewSize]
        if let width = proposal.width, width.isFinite {
            let weights = subviews.map { $0.priority > 0 && $0.priority.isFinite ? $0.priority : 1 }
            let total = weights.reduce(0, +)
            let available = max(0, width - totalSpacing)
            widths = weights.map { available * CGFloat($0 / total) }
            proposals = widths.map { ProposedViewSize(width: $0, height: proposal.height) }
        } else {
            proposals = subviews.map { _ in ProposedViewSize(width: nil, height: proposal.height) }
            widths = zip(subviews, proposals).map { $0.sizeThatFits($1).width }
        }
        let height = zip(subviews, proposals).reduce(0) { max($0, $1.0.sizeThatFits($1.1).height) }
        let width = subviews.isEmpty ? 0 : widths.reduce(0, +) + totalSpacing
        return Arrangement(widths: widths, proposals: proposals, size: CGSize(width: width, height: height))
    }

    /// The shares and spacing by the tallest child.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        arrangement(proposal, subviews).size
    }

    /// Places each child centred in its share.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        let a = arrangement(proposal, subviews)
        let gap = spacing.isFinite ? spacing : defaultStackSpacing
        var x = bounds.minX
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x + a.widths[i] / 2, y: bounds.midY), anchor: .center, proposal: a.proposals[i])
            x += a.widths[i] + gap
        }
    }
}
