import Foundation

/// Where a child sits horizontally within its container: a guide on each view.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The guide's fraction of the width (0 leading, 0.5 centre, 1 trailing).
    public var fraction: CGFloat
    /// An alignment at a fraction of the width.
    public init(fraction: CGFloat) { self.fraction = fraction }
    /// The leading edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// The centre.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where a child sits vertically within its container: a guide on each view.
public struct VerticalAlignment: Hashable, Sendable {
    /// The guide's fraction of the height (0 top, 0.5 centre, 1 bottom).
    public var fraction: CGFloat
    /// An alignment at a fraction of the height.
    public init(fraction: CGFloat) { self.fraction = fraction }
    /// The top edge.
    public static let top = VerticalAlignment(fraction: 0)
    /// The centre.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// A horizontal and a vertical alignment together.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The offset that places a child of `child` size inside a container of `container` size so
    /// their guides coincide.
    public func offset(placing child: CGSize, in container: CGSize) -> CGPoint {
        CGPoint(x: (container.width - child.width) * horizontal.fraction,
                y: (container.height - child.height) * vertical.fraction)
    }
}
