import Foundation

/// How many columns a grid cell spans (`gridCellColumns(_:)`).
enum GridCellColumnsKey: LayoutValueKey {
    static var defaultValue: Int { 1 }
}

/// A column's horizontal alignment set by one of its cells (`gridColumnAlignment(_:)`).
enum GridColumnAlignmentKey: LayoutValueKey {
    static var defaultValue: HorizontalAlignment? { nil }
}

extension View {
    /// Makes this cell of a `GridRow` span `count` adjacent columns (at least 1), as SwiftUI's
    /// `gridCellColumns(_:)`. It takes the spanned columns' widths plus the spacing between them;
    /// when its width is larger, the spanned columns widen equally to make room.
    public func gridCellColumns(_ count: Int) -> _ModifiedView<Self> {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Aligns every cell of this cell's column horizontally by `guide`, overriding the grid's
    /// horizontal alignment, as SwiftUI's `gridColumnAlignment(_:)`. When several cells of one
    /// column set it, the first row's setting wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> _ModifiedView<Self> {
        layoutValue(key: GridColumnAlignmentKey.self, value: Optional(guide))
    }
}
