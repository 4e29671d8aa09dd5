import Foundation

/// A sequence of keyframes animating one property of `Root`, SwiftUI's `KeyframeTrack`: the engine
/// behind `KeyframeAnimator`. Segments follow one another without gaps; each starts from the value
/// and velocity the track has when it begins.
public struct KeyframeTrack<Root, Value: Animatable> {
    /// The property the track animates.
    public let keyPath: WritableKeyPath<Root, Value>
    /// The keyframes in order.
    public let keyframes: [Keyframe<Value>]

    /// A track for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = content()
    }

    /// A track for the property at `keyPath` from a list of keyframes.
    public init(_ keyPath: WritableKeyPath<Root, Value>, keyframes: [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = keyframes
    }

    /// The total duration of the keyframes.
    public var duration: Double { keyframes.reduce(0) { $0 + $1.resolvedDuration } }

    /// The track resolved against the property's value at the start.
    public func resolved(from initialValue: Value) -> ResolvedKeyframeTrack<Value> {
        ResolvedKeyframeTrack(initialValue: initialValue, keyframes: keyframes)
    }
}

extension KeyframeTrack where Root == Value {
    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> [Keyframe<Value>]) {
        self.init(\Value.self, content: content)
    }
}
