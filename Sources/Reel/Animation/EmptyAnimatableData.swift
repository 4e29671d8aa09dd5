/// The animatable data of a type with nothing to interpolate, as SwiftUI's `EmptyAnimatableData`.
///
/// A type whose animatable data is empty changes discretely: the engine has no vector to move, so
/// the new value shows at once (SEMANTICS section 3: discrete values jump at the start).
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// The only value.
    @inlinable
    public init() {}

    /// The only value.
    @inlinable
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The only value.
    @inlinable
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The only value.
    @inlinable
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Scaling leaves the only value unchanged.
    @inlinable
    public mutating func scale(by rhs: Double) {}
    /// Always zero.
    @inlinable
    public var magnitudeSquared: Double { 0 }
}
