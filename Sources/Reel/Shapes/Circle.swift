import Foundation

/// The largest circle centred in its frame.
public struct Circle: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    /// A circle.
    public init() {}
    /// The circle centred in `rect`, of diameter the smaller side.
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height) - 2 * insetAmount
        guard d > 0 else { return Path() }
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    /// A circle inset by `amount` more.
    public func inset(by amount: CGFloat) -> Circle { var c = self; c.insetAmount += amount; return c }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    /// An ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        return Path(ellipseIn: r)
    }
    /// An ellipse inset by `amount` more.
    public func inset(by amount: CGFloat) -> Ellipse { var e = self; e.insetAmount += amount; return e }
}
