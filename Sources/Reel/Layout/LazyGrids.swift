import Foundation

/// A grid that flows its children into `columns` row by row, as SwiftUI's `LazyVGrid`; see
/// `LazyVGridLayout` for the sizing rules. "Lazy" has no meaning offline: every child is laid out.
public struct LazyVGrid<Content: View>: View {
    let layout: LazyVGridLayout
    let content: Content

    /// A vertical grid of the views built by `content`, in `columns`, rows `spacing` apart (8 by
    /// default), children aligned horizontally in their cells by `alignment`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = LazyVGridLayout(columns: columns, alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The grid as a layout container.
    public var body: LayoutContainer<Content> { LayoutContainer(layout: AnyLayout(layout), content: content) }
}

/// A grid that flows its children into `rows` column by column, as SwiftUI's `LazyHGrid`; see
/// `LazyHGridLayout` for the sizing rules. "Lazy" has no meaning offline: every child is laid out.
public struct LazyHGrid<Content: View>: View {
    let layout: LazyHGridLayout
    let content: Content

    /// A horizontal grid of the views built by `content`, in `rows`, columns `spacing` apart (8
    /// by default), children aligned vertically in their cells by `alignment`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = LazyHGridLayout(rows: rows, alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The grid as a layout container.
    public var body: LayoutContainer<Content> { LayoutContainer(layout: AnyLayout(layout), content: content) }
}
