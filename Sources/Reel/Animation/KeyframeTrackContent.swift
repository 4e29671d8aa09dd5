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
