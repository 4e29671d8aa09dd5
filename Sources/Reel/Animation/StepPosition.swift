/// Where the jumps of a CSS `steps()` timing function happen, as CSS Easing Functions Level 1
/// defines `<step-position>`.
///
/// SwiftUI has no step easing; Reel follows the CSS definition.
public enum StepPosition: String, CaseIterable, Hashable, Sendable {
    /// `jump-start` (also `start`): the first jump happens at the start of the animation.
    case jumpStart
    /// `jump-end` (also `end`, the default): the last jump happens at the end.
    case jumpEnd
    /// `jump-none`: no jump at either end; the value holds 0 for the first step and 1 for the last.
    case jumpNone
    /// `jump-both`: jumps at both ends.
    case jumpBoth

    /// The smallest step count CSS allows for this position: 2 for `jump-none`, 1 otherwise.
    public var minimumCount: Int { self == .jumpNone ? 2 : 1 }

    /// The CSS keyword, such as `jump-start`.
    public var cssName: String {
        switch self {
        case .jumpStart: return "jump-start"
        case .jumpEnd: return "jump-end"
        case .jumpNone: return "jump-none"
        case .jumpBoth: return "jump-both"
        }
    }

    /// The output of `steps(count, self)` at input progress `x` (clamped to 0...1), by the CSS
    /// algorithm: the current step is ⌊x·count⌋, plus one for `jump-start` and `jump-both`, capped
    /// at the number of jumps, and the output is that step divided by the number of jumps. (The
    /// "before flag" of CSS, which only matters for negative inputs, does not arise.)
    public func value(at x: Double, count: Int) -> Double {
        let x = min(max(x, 0), 1)
        let n = Double(max(count, minimumCount))
        var step = (x * n).rounded(.down)
        if self == .jumpStart || self == .jumpBoth { step += 1 }
        let jumps: Double
        switch self {
        case .jumpStart, .jumpEnd: jumps = n
        case .jumpNone: jumps = n - 1
        case .jumpBoth: jumps = n + 1
        }
        return min(max(step, 0), jumps) / jumps
    }
}
