import Foundation

/// Stacks its children in equal-width columns, each child going to the column that is currently
/// shortest (ties to the leftmost), as a masonry wall or Pinterest board.
///
/// The column width is (proposed width − spacing · (columns − 1)) / columns. Each child is
/// proposed the column width and a nil height, and is placed at its column's leading edge below
/// the column's last child, `spacing` apart. The layout is as wide as the proposal and as tall as
/// its tallest column. With a nil or infinite proposed width, the columns are as wide as the
/// widest child's ideal width. Fewer than 1 column counts as 1.
public struct MasonryLayout: Layout {
    /// The number of columns.
    public var columns: Int
    /// Space between columns and between children in a column.
    public var spacing: CGFloat

    /// A masonry layout of `columns` columns (3 by default), `spacing` apart (5 by default).
    public init(columns: Int = 3, spacing: CGFloat = 5) {
        self.columns = columns
        self.spacing = spacing
    }

    /// Where each child goes and the layout's size.
    struct Arrangement {
        var columnWidth: CGFloat
        var origins: [CGPoint]
        var size: CGSize
    }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Arrangement {
        let count = max(1, columns)
        let gap = spacing.isFinite ? spacing : 0
        let columnWidth: CGFloat
        if let width = proposal.width, width.isFinite {
            columnWidth = max(0, (width - gap * CGFloat(count - 1)) / CGFloat(count))
        } else {
            columnWidth = subviews.reduce(0) { max($0, $1.sizeThatFits(.unspecified).width) }
        }
        // Ties go leftmost, so only the first `subviews.count` columns ever receive a child.
        let used = max(1, min(count, subviews.count))
        var heights = [CGFloat](repeating: 0, count: used)
        var filled = [Bool](repeating: false, count: used)
        var origins: [CGPoint] = []
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil))
            var shortest = 0
            for c in 1..<used where heights[c] < heights[shortest] { shortest = c }
            let y = heights[shortest] + (filled[shortest] ? gap : 0)
            origins.append(CGPoint(x: CGFloat(shortest) * (columnWidth + gap), y: y))
            heights[shortest] = y + size.height
            filled[shortest] = true
        }
        let width = columnWidth * CGFloat(count) + gap * CGFloat(count - 1)
        return Arrangement(columnWidth: columnWidth, origins: origins, size: CGSize(width: width, height: heights.max() ?? 0))
    }

    /// The proposed width (or the columns' ideal width) by the tallest column.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        arrangement(proposal, subviews).size
    }

    /// Places each child at the top of the shortest column.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        let a = arrangement(proposal, subviews)
        for (subview, origin) in zip(subviews, a.origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                          proposal: ProposedViewSize(width: a.columnWidth, height: nil))
        }
    }
}
