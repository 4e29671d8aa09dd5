/// Animatable data of any vector type, as SwiftUI's `_AnyAnimatableData`: the animatable data of
/// `AnyShape`, and how the engine animates the data of shapes and modifiers whose types it only
/// knows at run time.
///
/// The wrapped value keeps its own type, so interpolation happens in that type's arithmetic. A
/// value with nothing inside is the zero of every type: `zero` cannot know the type it stands for,
/// so sums and differences with it take the type of the other operand. Values of two different
/// types never meet in the engine (it only animates data between shapes or modifiers of the same
/// type); should they, the left operand wins.
public struct _AnyAnimatableData: VectorArithmetic {
    /// The wrapped vector; nil is the zero of every vector type.
    package var base: (any VectorArithmetic)?

    /// Wraps `base`.
    package init(_ base: any VectorArithmetic) { self.base = base }

    /// The zero of every type.
    private init() { base = nil }

    /// The zero of every vector type.
    public static var zero: _AnyAnimatableData { _AnyAnimatableData() }

    /// The sum, in the operands' type.
    public static func + (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
        guard let a = lhs.base else { return rhs }
        guard let b = rhs.base else { return lhs }
        return _AnyAnimatableData(sum(a, b))
    }

    /// The difference, in the operands' type.
    public static func - (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData {
        guard let b = rhs.base else { return lhs }
        guard let a = lhs.base else { return _AnyAnimatableData(negated(b)) }
        return _AnyAnimatableData(difference(a, b))
    }

    /// Adds `rhs` in place.
    public static func += (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) { lhs = lhs + rhs }

    /// Subtracts `rhs` in place.
    public static func -= (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) { lhs = lhs - rhs }

    /// Equal when both hold equal values of one type; the empty value equals any type's zero.
    public static func == (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> Bool {
        switch (lhs.base, rhs.base) {
        case (nil, nil): return true
        case (let a?, nil): return isZero(a)
        case (nil, let b?): return isZero(b)
        case (let a?, let b?): return equal(a, b)
        }
    }

    /// Scales the wrapped value.
    public mutating func scale(by rhs: Double) {
        guard base != nil else { return }
        base!.scale(by: rhs)
    }

    /// The wrapped value's squared magnitude (0 for the empty value).
    public var magnitudeSquared: Double { base?.magnitudeSquared ?? 0 }

    // The operations with the wrapped type opened.

    private static func sum<V: VectorArithmetic>(_ a: V, _ b: any VectorArithmetic) -> any VectorArithmetic {
        guard let b = b as? V else { return a }
        return a + b
    }

    private static func difference<V: VectorArithmetic>(_ a: V, _ b: any VectorArithmetic) -> any VectorArithmetic {
        guard let b = b as? V else { return a }
        return a - b
    }

    private static func negated<V: VectorArithmetic>(_ v: V) -> any VectorArithmetic { V.zero - v }

    private static func isZero<V: VectorArithmetic>(_ v: V) -> Bool { v == .zero }

    private static func equal<V: VectorArithmetic>(_ a: V, _ b: any VectorArithmetic) -> Bool {
        guard let b = b as? V else { return false }
        return a == b
    }
}

extension _AnyAnimatableData: Animatable {}
