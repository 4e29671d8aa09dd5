import Foundation

/// Keyframe tracks for several properties of one value, evaluated together: SwiftUI's
/// `KeyframeTimeline`, the engine behind `KeyframeAnimator` and `keyframeAnimator(...)`.
///
/// Each track starts from the initial value's property and runs independently; the timeline lasts
/// as long as its longest track. Evaluation is a pure function of time.
public struct KeyframeTimeline<Value> {
    /// The value at time 0.
    public let initialValue: Value
    /// The duration of the longest track.
    public let duration: Double
    let tracks: [AnyKeyframeTrack<Value>]

    /// A timeline from `initialValue` and the tracks built by `content`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> [AnyKeyframeTrack<Value>]) {
        self.init(initialValue: initialValue, tracks: content())
    }

    /// A timeline from `initialValue` and type-erased tracks.
    public init(initialValue: Value, tracks: [AnyKeyframeTrack<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks.map { $0.resolving(from: initialValue) }
        self.duration = tracks.map(\.duration).max() ?? 0
    }

    /// The value `time` seconds from the start.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0...1) of the duration.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}
