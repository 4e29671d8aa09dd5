import Foundation

/// A two-dimensional table of views, as SwiftUI's `Grid`: each `GridRow` is a row and each of
/// its views a cell. Columns are as wide as their widest cell and rows as tall as their tallest;
/// `horizontalSpacing` and `verticalSpacing` (8 by default) separate them. Cells are aligned in
/// their column by `alignment`'s horizontal part (or the column's `gridColumnAlignment(_:)`) and
/// in their row by the row's vertical alignment (`GridRow(alignment:)`, else `alignment`'s
/// vertical part). A view that is not in a `GridRow` is a row of its own spanning every column.
///
/// `GridLayout` gives the full rules for sharing a proposed size among flexible cells.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// A grid of the rows built by `content`.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
    /// The grid as a layout container.
    public var body: LayoutContainer<Content> { LayoutContainer(layout: AnyLayout(layout), content: content) }
}
