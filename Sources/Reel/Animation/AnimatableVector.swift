/// A vector of any number of `Double` components: the animatable data of `[Double]` and of paths.
///
/// Vectors of different lengths combine as if the shorter one were padded with zeros, so the
/// zero vector is the empty one. `[Double]` itself is not made `VectorArithmetic` because its `+`
/// already means concatenation; it is `Animatable` through this type instead.
public struct AnimatableVector: VectorArithmetic, Hashable, Sendable {
    /// The components.
    public var values: [Double]

    /// A vector with the given components.
    @inlinable
    public init(_ values: [Double]) { self.values = values }

    /// The empty vector, which is zero.
    @inlinable
    public init() { values = [] }

    /// The empty vector.
    @inlinable
    public static var zero: AnimatableVector { AnimatableVector() }

    /// Component-wise sum; the shorter vector counts as padded with zeros.
    @inlinable
    public static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        var result = lhs
        result += rhs
        return result
    }

    /// Adds `rhs` component by component in place.
    @inlinable
    public static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        if lhs.values.count < rhs.values.count {
            lhs.values.append(contentsOf: repeatElement(0, count: rhs.values.count - lhs.values.count))
        }
        for i in rhs.values.indices { lhs.values[i] += rhs.values[i] }
    }

    /// Component-wise difference; the shorter vector counts as padded with zeros.
    @inlinable
    public static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        var result = lhs
        result -= rhs
        return result
    }

    /// Subtracts `rhs` component by component in place.
    @inlinable
    public static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        if lhs.values.count < rhs.values.count {
            lhs.values.append(contentsOf: repeatElement(0, count: rhs.values.count - lhs.values.count))
        }
        for i in rhs.values.indices { lhs.values[i] -= rhs.values[i] }
    }

    /// Equal when the components agree, the shorter vector counting as padded with zeros (so the
    /// empty vector equals any all-zero vector, as the additive identity must).
    @inlinable
    public static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        let n = max(lhs.values.count, rhs.values.count)
        for i in 0..<n {
            let a = i < lhs.values.count ? lhs.values[i] : 0
            let b = i < rhs.values.count ? rhs.values[i] : 0
            if a != b { return false }
        }
        return true
    }

    /// Hashes the components without trailing zeros, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        var end = values.count
        while end > 0, values[end - 1] == 0 { end -= 1 }
        for i in 0..<end { hasher.combine(values[i]) }
    }

    /// Multiplies every component by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        for i in values.indices { values[i] *= rhs }
    }

    /// The sum of the squared components.
    @inlinable
    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}

extension Array: Animatable where Element == Double {
    /// The array as a vector; setting a vector of another length replaces the array with it.
    public var animatableData: AnimatableVector {
        get { AnimatableVector(self) }
        set { self = newValue.values }
    }
}
