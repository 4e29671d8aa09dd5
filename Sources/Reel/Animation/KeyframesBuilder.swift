/// Builds the tracks of a `KeyframeTimeline` from a list written in a closure, SwiftUI's
/// `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Root> {
    /// One track, for a property of any animatable type.
    public static func buildExpression<Value: Animatable>(_ track: KeyframeTrack<Root, Value>) -> [AnyKeyframeTrack<Root>] {
        [AnyKeyframeTrack(track)]
    }
    /// Tracks already erased (the library's own keyframes, such as a symbol effect's).
    package static func buildExpression(_ tracks: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { tracks }
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
