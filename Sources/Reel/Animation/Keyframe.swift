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

extension Keyframe {
    /// Whether the keyframe is a cubic one.
    var isCubic: Bool {
        if case .cubic = interpolation { return true }
        return false
    }
}
