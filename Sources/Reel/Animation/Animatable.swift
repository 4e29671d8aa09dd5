import Foundation

/// A type whose values Reel can animate, through a vector representation of the value.
///
/// This is SwiftUI's `Animatable`. The animation engine never interpolates a value directly: it reads
/// `animatableData`, interpolates that vector, and writes the result back. A `Shape` or a modifier
/// exposes its animatable parameters this way (for a 0 -> 6 linear change the engine hands it the
/// values between, such as 0.1, 1.35, 4.825).
public protocol Animatable {
    /// The vector the engine interpolates.
    associatedtype AnimatableData: VectorArithmetic

    /// The value as a vector; setting it rebuilds the value from an interpolated vector.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector type is its own animatable data.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// A type with nothing to interpolate: changes to it are discrete and happen at once.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
