import Foundation

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
