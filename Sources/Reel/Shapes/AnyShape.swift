import Foundation

/// A type-erased shape. Its animatable data is the wrapped shape's, type-erased, so a state change
/// that changes the data of a shape drawn through `AnyShape` still animates.
public struct AnyShape: InsettableShape {
    /// The wrapped shape (never itself an `AnyShape`).
    private var base: any Shape
    /// The wrapped shape's type name, for messages.
    var name: String { String(describing: type(of: base)).components(separatedBy: "<").first ?? "Shape" }

    /// A type-erased copy of `shape`.
    public init<S: Shape>(_ shape: S) {
        if let any = shape as? AnyShape { self = any; return }
        base = shape
    }

    /// The wrapped shape's outline.
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    /// The wrapped shape's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    /// The wrapped shape inset; shapes that cannot be inset are drawn in the inset rectangle.
    public func inset(by amount: CGFloat) -> AnyShape {
        if let insettable = base as? any InsettableShape { return AnyShape.inset(insettable, by: amount) }
        return AnyShape(_RectInsetShape(base: self, amount: amount))
    }

    private static func inset<S: InsettableShape>(_ shape: S, by amount: CGFloat) -> AnyShape {
        AnyShape(shape.inset(by: amount))
    }

    /// The wrapped shape's animatable data; setting it sets the wrapped shape's (a value of
    /// another type is ignored).
    public var animatableData: _AnyAnimatableData {
        get { _AnyAnimatableData(base.animatableData) }
        set { base = AnyShape.setting(newValue, in: base) }
    }

    private static func setting<S: Shape>(_ data: _AnyAnimatableData, in shape: S) -> any Shape {
        var copy = shape
        if let value = data.base {
            guard let typed = value as? S.AnimatableData else { return shape }
            copy.animatableData = typed
        } else {
            copy.animatableData = .zero
        }
        return copy
    }

    /// The wrapped shape's type: data animates only between shapes of one type.
    var shapeType: ObjectIdentifier { ObjectIdentifier(type(of: base)) }

    /// Whether the wrapped shape has data to animate (its data is not `EmptyAnimatableData`).
    var hasAnimatableData: Bool { AnyShape.hasData(base) }

    private static func hasData<S: Shape>(_ shape: S) -> Bool { S.AnimatableData.self != EmptyAnimatableData.self }

    /// Whether the engine may interpolate this shape's data toward `other`'s: shapes of one type
    /// can, unless they are `Morphable` and differ in structure (paths with other elements).
    func canMorph(to other: AnyShape) -> Bool {
        guard shapeType == other.shapeType else { return false }
        guard let morphable = base as? any Morphable else { return true }
        return morphable.canMorph(toAny: other.base)
    }
}

/// Any shape drawn in its frame shrunk by `amount` on each side.
struct _RectInsetShape: Shape {
    var base: AnyShape
    var amount: CGFloat
    func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    /// The inset shape animates as the shape it insets.
    var animatableData: _AnyAnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
}
