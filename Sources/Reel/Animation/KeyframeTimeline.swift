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

/// A keyframe track of any property type, applied to a whole value.
public struct AnyKeyframeTrack<Root> {
    /// The track's duration.
    public let duration: Double
    let resolve: (Root) -> (inout Root, Double) -> Void
    let apply: (inout Root, Double) -> Void

    /// Erases the type of the track's property.
    public init<Value: Animatable>(_ track: KeyframeTrack<Root, Value>) {
        duration = track.duration
        resolve = { root in
            let resolved = track.resolved(from: root[keyPath: track.keyPath])
            let keyPath = track.keyPath
            return { value, time in value[keyPath: keyPath] = resolved.value(at: time) }
        }
        apply = { _, _ in }
    }

    private init(duration: Double, resolve: @escaping (Root) -> (inout Root, Double) -> Void,
                 apply: @escaping (inout Root, Double) -> Void) {
        self.duration = duration
        self.resolve = resolve
        self.apply = apply
    }

    /// The track with its segments resolved against `initialValue`.
    func resolving(from initialValue: Root) -> AnyKeyframeTrack<Root> {
        AnyKeyframeTrack(duration: duration, resolve: resolve, apply: resolve(initialValue))
    }
}

/// Builds the tracks of a `KeyframeTimeline` from a list written in a closure, SwiftUI's
/// `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Root> {
    /// One track, for a property of any animatable type.
    public static func buildExpression<Value: Animatable>(_ track: KeyframeTrack<Root, Value>) -> [AnyKeyframeTrack<Root>] {
        [AnyKeyframeTrack(track)]
    }
    /// Tracks side by side.
    public static func buildBlock(_ parts: [AnyKeyframeTrack<Root>]...) -> [AnyKeyframeTrack<Root>] { parts.flatMap { $0 } }
    /// Tracks from a `for` loop.
    public static func buildArray(_ parts: [[AnyKeyframeTrack<Root>]]) -> [AnyKeyframeTrack<Root>] { parts.flatMap { $0 } }
    /// Tracks from an `if` without `else`.
    public static func buildOptional(_ part: [AnyKeyframeTrack<Root>]?) -> [AnyKeyframeTrack<Root>] { part ?? [] }
    /// Tracks from the first branch of an `if`/`else`.
    public static func buildEither(first: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { first }
    /// Tracks from the second branch of an `if`/`else`.
    public static func buildEither(second: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { second }
}
