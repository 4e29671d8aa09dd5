import Foundation

/// The layout of a `Grid`, as SwiftUI's `GridLayout`; usable on its own and through `AnyLayout`
/// with `GridRow`s as its content.
///
/// Rules, for a proposal (width, height):
/// - Columns: a proposed width of nil makes each column as wide as its widest cell's ideal width.
///   Otherwise columns share the proposed width less the spacing as a stack's children do: least
///   flexible first (flexibility = the column's width proposed infinity minus its width proposed
///   0), each offered the remaining width divided by the columns left, and a column's width for an
///   offer is its widest cell's width for that offer (cells are proposed a nil height here).
/// - A cell spanning columns (`gridCellColumns(_:)`) is proposed the spanned width; when it is
///   wider, the spanned columns widen equally by the difference.
/// - A view outside any `GridRow` is a row spanning all columns: it is proposed the columns' total
///   width and does not change the column widths (when the grid has no columns, it is proposed
///   the grid's proposed width and the grid is as wide as the widest such view).
/// - Rows: each cell is proposed its column's width and the row's offered height; a row's height is
///   its cells' extent when aligned on the row's vertical guide. A nil proposed height offers each
///   row nil; otherwise rows share the proposed height less the spacing like the columns.
/// - The grid's size is the columns' widths and the rows' heights plus the spacing between them.
public struct GridLayout: Layout {
    /// How cells line up in their column (horizontal part) and row (vertical part).
    public var alignment: Alignment
    /// Space between adjacent columns (8 when nil).
    public var horizontalSpacing: CGFloat?
    /// Space between adjacent rows (8 when nil).
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var columnGap: CGFloat { horizontalSpacing.map { $0.isFinite ? $0 : defaultStackSpacing } ?? defaultStackSpacing }
    var rowGap: CGFloat { verticalSpacing.map { $0.isFinite ? $0 : defaultStackSpacing } ?? defaultStackSpacing }

    /// The grid's rows and columns, read from the subviews' layout values.
    public func makeCache(subviews: LayoutSubviews) -> GridCache { GridCache(structure: GridStructure(subviews)) }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout GridCache) -> GridArrangement {
        if let a = cache.arrangements[proposal] { return a }
        let a = GridArrangement(cache.structure, proposal: proposal, subviews: subviews, alignment: alignment,
                                columnSpacing: columnGap, rowSpacing: rowGap)
        cache.arrangements[proposal] = a
        return a
    }

    /// The columns' widths and the rows' heights plus spacing.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout GridCache) -> CGSize {
        arrangement(proposal, subviews, &cache).size
    }

    /// Places each cell in its column and row by the alignments.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout GridCache) {
        arrangement(proposal, subviews, &cache).place(in: bounds, subviews: subviews)
    }
}

/// A grid's structure and the arrangements already computed for it, by proposal.
public struct GridCache {
    var structure: GridStructure
    var arrangements: [ProposedViewSize: GridArrangement] = [:]
}
