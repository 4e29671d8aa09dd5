/// Builds a track's keyframes from a list written in a closure, SwiftUI's
/// `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe (of any of the four kinds).
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> [Keyframe<Value>]
        where Content.Value == Value { content.keyframes }
    /// Keyframes in sequence.
    public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    /// Keyframes from a `for` loop.
    public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    /// Keyframes from an `if` without `else`.
    public static func buildOptional(_ part: [Keyframe<Value>]?) -> [Keyframe<Value>] { part ?? [] }
    /// Keyframes from the first branch of an `if`/`else`.
    public static func buildEither(first: [Keyframe<Value>]) -> [Keyframe<Value>] { first }
    /// Keyframes from the second branch of an `if`/`else`.
    public static func buildEither(second: [Keyframe<Value>]) -> [Keyframe<Value>] { second }
}
