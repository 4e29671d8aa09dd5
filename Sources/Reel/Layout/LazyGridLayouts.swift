import Foundation

/// The layout of a `LazyVGrid`: columns sized from `columns` by SwiftUI's rules (fixed columns
/// take their width, flexible columns share what is left within their bounds, adaptive items hold
/// as many columns of at least their minimum as fit), children placed row by row, left to right.
///
/// Each child is proposed its column's width and a nil height; a row is as tall as its tallest
/// child, rows are `spacing` apart (8 when nil), and a child sits in its cell by its column's
/// `GridItem.alignment`, else by `alignment` horizontally and centred vertically. The grid is as
/// wide as its columns and their spacing. See `GridItem.Size` and `LazyGridTracks` for the exact
/// sharing rule, including proposals with no finite width. Nothing is lazy offline: every child
/// is laid out.
public struct LazyVGridLayout: Layout {
    /// The columns.
    public var columns: [GridItem]
    /// How children sit horizontally in their cells when their column sets no alignment.
    public var alignment: HorizontalAlignment
    /// Space between rows (8 when nil).
    public var spacing: CGFloat?

    /// A vertical grid layout with `columns`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
    }

    /// An empty cache.
    public func makeCache(subviews: LayoutSubviews) -> LazyGridCache { LazyGridCache() }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout LazyGridCache) -> LazyGridArrangement {
        cache.arrangement(vertical: true, items: columns, spacing: spacing, proposal: proposal, subviews: subviews)
    }

    /// The columns' widths and spacing by the rows' heights and spacing.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout LazyGridCache) -> CGSize {
        arrangement(proposal, subviews, &cache).size
    }

    /// Places children row by row.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout LazyGridCache) {
        arrangement(proposal, subviews, &cache).place(in: bounds, subviews: subviews,
                                                      alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// The layout of a `LazyHGrid`: `LazyVGridLayout` turned a quarter: rows sized from `rows` by the
/// same rules along the proposed height, children placed column by column, top to bottom.
///
/// Each child is proposed a nil width and its row's height; a column is as wide as its widest
/// child, columns are `spacing` apart (8 when nil), and a child sits in its cell by its row's
/// `GridItem.alignment`, else centred horizontally and by `alignment` vertically. Nothing is lazy
/// offline: every child is laid out.
public struct LazyHGridLayout: Layout {
    /// The rows.
    public var rows: [GridItem]
    /// How children sit vertically in their cells when their row sets no alignment.
    public var alignment: VerticalAlignment
    /// Space between columns (8 when nil).
    public var spacing: CGFloat?

    /// A horizontal grid layout with `rows`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
    }

    /// An empty cache.
    public func makeCache(subviews: LayoutSubviews) -> LazyGridCache { LazyGridCache() }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout LazyGridCache) -> LazyGridArrangement {
        cache.arrangement(vertical: false, items: rows, spacing: spacing, proposal: proposal, subviews: subviews)
    }

    /// The columns' widths and spacing by the rows' heights and spacing.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout LazyGridCache) -> CGSize {
        arrangement(proposal, subviews, &cache).size
    }

    /// Places children column by column.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout LazyGridCache) {
        arrangement(proposal, subviews, &cache).place(in: bounds, subviews: subviews,
                                                      alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
