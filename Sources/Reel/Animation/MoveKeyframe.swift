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
