import Foundation

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape, Sendable {
    var insetAmount: CGFloat = 0
    /// A rectangle.
    public init() {}
    /// The frame, inset.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// A rectangle inset by `amount` more.
    public func inset(by amount: CGFloat) -> Rectangle { var r = self; r.insetAmount += amount; return r }
}
