import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's `GridItem`: how its size
/// is chosen, the space after it, and how views sit in its cells.
public struct GridItem: Sendable {
    /// How a grid item's size (a column's width, a row's height) is chosen.
    public enum Size: Sendable {
        /// Exactly this size (negative or non-finite sizes count as 0).
        case fixed(CGFloat)
        /// An equal share of the space the fixed items leave, clamped to `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit in one flexible item's share, each at least `minimum` (and at
        /// most `maximum`), separated by the item's spacing.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the item's size is chosen.
    public var size: Size
    /// The space between this item and the next (8 when nil); for an adaptive item, also between
    /// the tracks it holds.
    public var spacing: CGFloat?
    /// Where a view sits in its cell; nil uses the grid's alignment, centred on the other axis.
    public var alignment: Alignment?

    /// A grid item, flexible by default.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
