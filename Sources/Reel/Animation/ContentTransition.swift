import Foundation

/// How the content of one view changes when it changes inside an animated transaction, rather
/// than a view being inserted or removed (SwiftUI's `ContentTransition`, iOS 16 and 17).
///
/// As in SwiftUI, a content transition takes effect only when the change is animated (inside
/// `withAnimation`, or under an `animation(_:value:)` whose value changed); it runs with that
/// animation's timing. Reel draws the transitions of `Text` whose string changes:
///
/// - `opacity`, the default: the old text fades out as the new one fades in (opacities 1 − p and
///   p at the animation's progress p).
/// - `interpolate`: glyphs of identical strings interpolate their colour (as text colour animates
///   anyway); strings that differ cross-fade as `opacity` does.
/// - `numericText(countsDown:)`, `numericText(value:)`: the characters that differ (matched from
///   the trailing end) roll: the old one leaves and the new one enters vertically, each blurred and
///   faded while it moves; characters that stay stay still. Counting up, digits roll upward (the
///   new one comes from below); counting down, downward. `numericText(value:)` takes the
///   direction from whether the value increased or decreased. Apple publishes no numbers for the
///   roll: Reel moves a character half its line height (`numericTravel`), blurs it by a radius up
///   to a sixth of its line height (`numericBlur`) at the far end of its travel, and fades it
///   linearly with the progress.
/// - `identity`: the new text at once.
public struct ContentTransition: Equatable, Sendable {
    /// The kinds of content transition.
    package enum Kind: Equatable, Sendable {
        case identity
        case opacity
        case interpolate
        /// Digits rolling; `countsDown` for a fixed direction, `value` to compare old and new.
        case numericText(countsDown: Bool, value: Double?)
    }
    package let kind: Kind

    /// The content changes at once, unanimated.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in (the default).
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content interpolates where it can (identical strings), else cross-fades.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Numeric text whose changed digits roll; downward when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }
    /// Numeric text showing `value`: its changed digits roll up when the value increased and down
    /// when it decreased.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false, value: value))
    }

    /// How far a rolling character travels, as a fraction of its line height.
    package static let numericTravel: Double = 0.5
    /// The blur radius of a rolling character at the far end of its travel, as a fraction of its
    /// line height.
    package static let numericBlur: Double = 1.0 / 6.0
}

extension View {
    /// Sets how the content of the views inside (text whose string changes) animates when it
    /// changes inside an animated transaction.
    public func contentTransition(_ transition: ContentTransition) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { $0.contentTransition = transition }
    }
}
