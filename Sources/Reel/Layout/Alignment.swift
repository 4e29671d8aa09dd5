import Foundation

/// A type that names an alignment guide and gives its default value for a view's dimensions.
///
/// Define your own to align views along custom guides, as in SwiftUI:
/// `enum Diagonal: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }`.
public protocol AlignmentID: SendableMetatype {
    /// The guide's value for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of an alignment guide: its ID type and axis, with the default value function.
/// (A metatype is immutable and shared freely; it is `@unchecked Sendable` because an
/// `AlignmentID` need not be declared `Sendable` itself.)
public struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    let type: any AlignmentID.Type
    let isHorizontal: Bool

    init(_ type: AlignmentID.Type, horizontal: Bool) {
        self.type = type
        isHorizontal = horizontal
    }

    /// The guide's value for a view that sets none.
    func defaultValue(_ d: ViewDimensions) -> CGFloat { type.defaultValue(in: d) }
    var id: ObjectIdentifier { ObjectIdentifier(type) }

    /// Whether this is the first or last text baseline.
    var isTextBaseline: Bool {
        type == VerticalAlignment.FirstTextBaseline.self || type == VerticalAlignment.LastTextBaseline.self
    }

    /// Keys are equal when they name the same ID type on the same axis.
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.type == b.type && a.isHorizontal == b.isHorizontal }
    /// Hashes the ID type and axis.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)); hasher.combine(isHorizontal) }
    /// The ID type's name.
    public var description: String { String(describing: type) }
}

/// A horizontal alignment guide: a position along each view's width.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The guide's identity.
    public let key: AlignmentKey
    /// A guide named by `id`.
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, horizontal: true) }

    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// The leading edge (x = 0).
    public static let leading = HorizontalAlignment(Leading.self)
    /// The centre (x = width / 2).
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing edge (x = width).
    public static let trailing = HorizontalAlignment(Trailing.self)
}

/// A vertical alignment guide: a position along each view's height.
public struct VerticalAlignment: Hashable, Sendable {
    /// The guide's identity.
    public let key: AlignmentKey
    /// A guide named by `id`.
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, horizontal: false) }

    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    /// The top edge (y = 0).
    public static let top = VerticalAlignment(Top.self)
    /// The centre (y = height / 2).
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge (y = height).
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The first line's baseline for text (and views holding text); the bottom edge otherwise.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The last line's baseline for text (and views holding text); the bottom edge otherwise.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
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
    /// Centre horizontally, on the first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centre horizontally, on the last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)

    /// Where a child's top-left goes, relative to the container's top-left, so that the child's
    /// guides meet the container's.
    public func offset(of child: ViewDimensions, in container: ViewDimensions) -> CGPoint {
        CGPoint(x: container[horizontal] - child[horizontal], y: container[vertical] - child[vertical])
    }
}
