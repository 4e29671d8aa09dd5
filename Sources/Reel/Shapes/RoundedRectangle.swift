import Foundation

/// A rectangle with rounded corners filling its frame.
public struct RoundedRectangle: InsettableShape, Sendable {
    /// The corner radii (width horizontally, height vertically).
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rounded rectangle with a corner radius; continuous corners by default, as SwiftUI.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// A rounded rectangle with elliptical corners.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The outline in `rect`; insetting shrinks the radius by the same amount.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        let size = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: r, cornerSize: size, style: style)
    }
    /// A rounded rectangle inset by `amount` more.
    public func inset(by amount: CGFloat) -> RoundedRectangle { var r = self; r.insetAmount += amount; return r }
    /// The corner size, as SwiftUI's: a change of corner radius animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// A rectangle whose short sides are half circles, filling its frame.
public struct Capsule: InsettableShape, Sendable {
    /// Circular or continuous ends.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A capsule; circular ends by default.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: style)
    }
    /// A capsule inset by `amount` more.
    public func inset(by amount: CGFloat) -> Capsule { var c = self; c.insetAmount += amount; return c }
}
