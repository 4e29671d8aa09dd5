/// Two vectors animated together, as SwiftUI's `AnimatablePair`.
///
/// Types with several animatable parameters expose them as nested pairs, for example a point as
/// `AnimatablePair<CGFloat, CGFloat>`.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first component.
    public var first: First
    /// The second component.
    public var second: Second

    /// A pair of two vectors.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both components as a tuple.
    @inlinable
    public subscript() -> (First, Second) {
        get { (first, second) }
        set { (first, second) = newValue }
    }

    /// The pair of zeros.
    @inlinable
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// Component-wise sum.
    @inlinable
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// Component-wise difference.
    @inlinable
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Scales both components.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of the components' squared magnitudes.
    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Animatable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
