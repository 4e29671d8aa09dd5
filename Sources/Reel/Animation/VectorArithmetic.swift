import Foundation

/// A type whose values can be added, subtracted and scaled: the space in which Reel interpolates.
///
/// This is SwiftUI's `VectorArithmetic`. Every animation in Reel works on the difference between two
/// values of such a type: it scales that difference by the animation's progress and adds it back,
/// which is why running animations can be summed (SEMANTICS section 3, "Combining").
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself; used to measure how far a value is from zero.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy multiplied by `rhs`.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The value `amount` of the way from `self` towards `other` (0 gives `self`, 1 gives `other`).
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }

    /// Moves the value `amount` of the way towards `other`.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
