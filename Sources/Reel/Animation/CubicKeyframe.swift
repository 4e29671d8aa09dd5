import Foundation

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
