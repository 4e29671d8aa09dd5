import Foundation

/// One keyframe of a track: the value to reach, how long the segment before it lasts, and how the
/// segment interpolates. The four SwiftUI keyframe types (`LinearKeyframe`, `CubicKeyframe`,
/// `SpringKeyframe`, `MoveKeyframe`) each produce one of these.
public struct Keyframe<Value: Animatable> {
    /// How a segment moves from the value at its start to its keyframe's value.
    public enum Interpolation {
        /// Along a timing curve.
        case linear(UnitCurve)
        /// Along a cubic Hermite segment whose tangents, unless given, come from Catmull-Rom
        /// differences of the neighbouring keyframes.
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        /// Pulled by a spring, starting with `startVelocity` or the velocity the track had.
        case spring(Spring, startVelocity: Value.AnimatableData?)
        /// Jumping at once.
        case move
    }

    /// The value at the end of the segment (for springs, the value the spring pulls toward).
    public var value: Value
    /// The length of the segment in seconds; for springs nil means the spring's settling duration.
    public var duration: Double?
    /// How the segment interpolates.
    public var interpolation: Interpolation

    /// A keyframe from its parts.
    public init(value: Value, duration: Double?, interpolation: Interpolation) {
        self.value = value
        self.duration = duration
        self.interpolation = interpolation
    }

    /// The segment's length in seconds: the given duration (negative or non-finite taken as 0), the
    /// spring's settling duration, or 0 for a move.
    var resolvedDuration: Double {
        switch interpolation {
        case .move: return 0
        case .spring(let spring, _) where duration == nil:
            let settle = spring.settlingDuration
            return settle.isFinite ? settle : 0
        default:
            guard let duration, duration.isFinite, duration > 0 else { return 0 }
            return duration
        }
    }
}

/// Something that contributes keyframes to a track: SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable
    /// The keyframes, in order.
    var keyframes: [Keyframe<Value>] { get }
}

extension Keyframe: KeyframeTrackContent {
    /// The keyframe itself.
    public var keyframes: [Keyframe<Value>] { [self] }
}

/// A keyframe reached along a timing curve (linear by default), SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe.
    public let keyframe: Keyframe<Value>
    /// Reaches `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = Keyframe(value: to, duration: duration, interpolation: .linear(timingCurve))
    }
    /// The keyframe.
    public var keyframes: [Keyframe<Value>] { [keyframe] }
}

/// A keyframe reached along a cubic curve, SwiftUI's `CubicKeyframe`.
///
/// Consecutive cubic keyframes form a Catmull-Rom spline: the tangent at a keyframe shared by two
/// cubic segments is the difference of its neighbours divided by the time between them (the
/// non-uniform Catmull-Rom tangent). Where SwiftUI leaves the ends open Reel chooses: a cubic
/// segment after a non-cubic one starts with the velocity the track had (at rest at the track's
/// start), and one before a non-cubic keyframe, or at the end, ends with its own average velocity
/// (the chord). Given velocities override both.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe.
    public let keyframe: Keyframe<Value>
    /// Reaches `to` after `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = Keyframe(value: to, duration: duration,
                            interpolation: .cubic(startVelocity: startVelocity?.animatableData,
                                                  endVelocity: endVelocity?.animatableData))
    }
    /// The keyframe.
    public var keyframes: [Keyframe<Value>] { [keyframe] }
}

/// A keyframe pulled toward by a spring, SwiftUI's `SpringKeyframe`.
///
/// The spring starts from the value and velocity the track has when the segment begins (unless a
/// start velocity is given) and is cut after `duration`, when the next keyframe takes over from
/// wherever it has got to; with no duration it runs for its settling duration.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe.
    public let keyframe: Keyframe<Value>
    /// Springs toward `to`.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = Keyframe(value: to, duration: duration,
                            interpolation: .spring(spring, startVelocity: startVelocity?.animatableData))
    }
    /// The keyframe.
    public var keyframes: [Keyframe<Value>] { [keyframe] }
}

/// A keyframe that jumps to its value at once, SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe.
    public let keyframe: Keyframe<Value>
    /// Jumps to `to`.
    public init(_ to: Value) {
        keyframe = Keyframe(value: to, duration: 0, interpolation: .move)
    }
    /// The keyframe.
    public var keyframes: [Keyframe<Value>] { [keyframe] }
}

/// Builds a track's keyframes from a list written in a closure, SwiftUI's
/// `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe (of any of the four kinds).
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> [Keyframe<Value>]
        where Content.Value == Value { content.keyframes }
    /// Keyframes in sequence.
    public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    /// Keyframes from a `for` loop.
    public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    /// Keyframes from an `if` without `else`.
    public static func buildOptional(_ part: [Keyframe<Value>]?) -> [Keyframe<Value>] { part ?? [] }
    /// Keyframes from the first branch of an `if`/`else`.
    public static func buildEither(first: [Keyframe<Value>]) -> [Keyframe<Value>] { first }
    /// Keyframes from the second branch of an `if`/`else`.
    public static func buildEither(second: [Keyframe<Value>]) -> [Keyframe<Value>] { second }
}
