import Foundation

/// A type-erased shape.
public struct AnyShape: InsettableShape {
    private let makePath: (CGRect) -> Path
    private let fits: (ProposedViewSize) -> CGSize
    private let insetter: ((CGFloat) -> AnyShape)?
    private let type: Any.Type
    /// The wrapped shape's type name, for messages.
    var name: String { String(describing: type).components(separatedBy: "<").first ?? "Shape" }

    /// A type-erased copy of `shape`.
    public init<S: Shape>(_ shape: S) {
        if let any = shape as? AnyShape { self = any; return }
        makePath = { shape.path(in: $0) }
        fits = { shape.sizeThatFits($0) }
        insetter = (shape as? any InsettableShape).map { insettable in { AnyShape.inset(insettable, by: $0) } }
        type = S.self
    }

    private static func inset<S: InsettableShape>(_ shape: S, by amount: CGFloat) -> AnyShape {
        AnyShape(shape.inset(by: amount))
    }

    /// The wrapped shape's outline.
    public func path(in rect: CGRect) -> Path { makePath(rect) }
    /// The wrapped shape's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }
    /// The wrapped shape inset; shapes that cannot be inset are drawn in the inset rectangle.
    public func inset(by amount: CGFloat) -> AnyShape {
        if let insetter { return insetter(amount) }
        let base = self
        return AnyShape(_RectInsetShape(base: base, amount: amount))
    }
}

/// Any shape drawn in its frame shrunk by `amount` on each side.
struct _RectInsetShape: Shape {
    var base: AnyShape
    var amount: CGFloat
    func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
}
