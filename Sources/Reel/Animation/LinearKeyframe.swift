import Foundation

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
