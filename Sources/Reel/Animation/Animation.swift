import Foundation

/// How a change of value unfolds over time: a timing curve, a spring or a custom function, with
/// delay, speed and repetition. SwiftUI's `Animation`, as a plain value.
///
/// An animation maps the time since a change to the progress of that change (0 at the start, 1 at
/// the end, possibly beyond in between) and to its velocity. `value(at:)` and `velocity(at:)` give
/// those numbers for a change from 0 to 1, which is what `reel curve` prints. The attribute animator
/// (`AttributeAnimator`) applies them to real values and combines overlapping animations.
///
/// Timing follows the Web Animations model where SwiftUI is silent: a delay before the start,
/// iterations with an optional alternate direction, and a fill forwards after the end.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// What moves: the innermost animation, before modifiers.
    enum Base: Hashable, Sendable {
        /// A timing curve run over `duration` seconds.
        case curve(UnitCurve, duration: Double)
        /// A spring. `initialVelocity` is relative to the distance (SwiftUI's interpolating-spring
        /// parameter); `merges` is true for `spring` (retargeting keeps velocity) and false for
        /// `interpolatingSpring` (overlapping animations add).
        case spring(Spring, blendDuration: Double, initialVelocity: Double, merges: Bool)
        /// A user-defined animation.
        case custom(AnyCustomAnimation)
    }

    /// A timing modifier, in the order applied (innermost first).
    enum Modifier: Hashable, Sendable {
        /// Starts `seconds` later.
        case delay(Double)
        /// Runs `factor` times faster.
        case speed(Double)
        /// Runs `count` iterations (nil: forever) of `iteration` seconds each, alternating direction
        /// when `autoreverses`.
        case repeating(count: Int?, autoreverses: Bool, iteration: Double)
    }

    /// The parts of an animation, shared by its copies so that copying an animation (the attribute
    /// animator holds one per running change) costs one reference count.
    @usableFromInline
    final class Storage: Sendable {
        let base: Base
        let modifiers: [Modifier]
        /// The base's logical duration: the curve's duration, the spring's settling duration, or
        /// when a custom animation reports itself finished.
        let baseDuration: Double
        /// When the base's motion becomes negligible (for springs, later than `baseDuration`).
        let baseEnd: Double
        /// When the base is logically complete (for springs, their perceptual duration; at most
        /// `baseEnd`).
        let baseLogical: Double
        /// The animation written in Swift, for titles and messages.
        let syntax: String
        /// Whether the base is a custom animation (evaluated generically rather than by coefficients).
        @usableFromInline let isCustom: Bool
        // The base's parameters as plain values, read on every frame without copying the enum.
        let isSpring: Bool
        let curve: UnitCurve
        let curveDuration: Double
        let spring: Spring
        let springVelocity: Double

        init(base: Base, modifiers: [Modifier], baseDuration: Double, baseEnd: Double, baseLogical: Double, syntax: String) {
            self.base = base
            self.modifiers = modifiers
            self.baseDuration = baseDuration
            self.baseEnd = baseEnd
            self.baseLogical = baseLogical
            self.syntax = syntax
            switch base {
            case .curve(let curve, let duration):
                (isCustom, isSpring, self.curve, curveDuration, spring, springVelocity) = (false, false, curve, duration, Spring(), 0)
            case .spring(let spring, _, let velocity, _):
                (isCustom, isSpring, curve, curveDuration, self.spring, springVelocity) = (false, true, .linear, 0, spring, velocity)
            case .custom:
                (isCustom, isSpring, curve, curveDuration, spring, springVelocity) = (true, false, .linear, 0, Spring(), 0)
            }
        }
    }

    @usableFromInline let storage: Storage

    /// What moves.
    var base: Base { storage.base }
    /// The modifiers, innermost first.
    var modifiers: [Modifier] { storage.modifiers }
    /// How many modifiers (`delay`, `speed`, `repeatCount`, `repeatForever`) the animation has.
    package var modifierCount: Int { storage.modifiers.count }
    /// The base's logical duration.
    var baseDuration: Double { storage.baseDuration }
    /// When the base's motion becomes negligible.
    var baseEnd: Double { storage.baseEnd }
    /// When the base is logically complete.
    var baseLogical: Double { storage.baseLogical }
    /// The animation written in Swift.
    var syntax: String { storage.syntax }
    /// Whether what moves is a spring (`spring`, `interpolatingSpring`, `bouncy`, …), whose
    /// `duration` is then its settling time (`reel curve --plot` marks it).
    package var isSpring: Bool { storage.isSpring }

    /// A new animation from its parts; `syntax` is how it is written in a scene.
    init(base: Base, syntax: String) {
        let duration: Double, end: Double, logical: Double
        switch base {
        case .curve(_, let d):
            duration = d
            end = d
            logical = d
        case .spring(let spring, _, let velocity, _):
            duration = velocity == 0 ? spring.settlingDuration
                                     : spring.settlingDuration(target: 1, initialVelocity: velocity)
            end = max(duration, spring.retirementTime)
            // A spring is logically complete after its perceptual duration (SwiftUI's
            // `Spring.duration`, the response), though it may still be in its long tail.
            logical = min(spring.duration, end)
        case .custom(let custom):
            duration = custom.probeDuration()
            end = duration
            logical = min(custom.probeLogicalCompletion(), end)
        }
        storage = Storage(base: base, modifiers: [], baseDuration: duration, baseEnd: end, baseLogical: logical, syntax: syntax)
    }

    /// `self` with one more modifier outside the existing ones; `inner` itself when it already has
    /// `RenderLimits.animationModifiers` (a scene file gets an error instead).
    init(_ inner: Animation, adding modifier: Modifier, syntax: @autoclosure () -> String) {
        guard inner.modifiers.count < RenderLimits.animationModifiers else {
            storage = inner.storage
            return
        }
        storage = Storage(base: inner.base, modifiers: inner.modifiers + [modifier], baseDuration: inner.baseDuration,
                          baseEnd: inner.baseEnd, baseLogical: inner.baseLogical, syntax: syntax())
    }

    /// Wraps a custom animation, as SwiftUI's `Animation(_:)` does.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(base: .custom(AnyCustomAnimation(base: base)), syntax: "Animation(\(A.self)())")
    }

    /// The time from the change until the animation comes to rest, delay and repetitions
    /// included: for springs, until they settle (SwiftUI's `settlingDuration`, threshold 0.001);
    /// infinite for `repeatForever` and for springs that never settle.
    public var duration: Double { totalTime(baseTime: baseDuration) }

    /// The time from the change until the animation is logically complete, delay and repetitions
    /// included: what SwiftUI's `AnimationCompletionCriteria.logicallyComplete` waits for, and
    /// when a phase animator moves to its next phase and a removed view leaves.
    ///
    /// A timing curve is logically complete when it ends. A spring is logically complete after its
    /// perceptual duration (SwiftUI's `Spring.duration`: "the perceptual duration, which defines
    /// the pace of the spring", its response), while it may still be "in its long tail"
    /// (SwiftUI's words for `logicallyComplete`); for `.spring()` that is 0.5 s, where the spring
    /// settles to 0.001 only after about 1.0 s. A custom animation is logically complete when it
    /// sets `AnimationContext.isLogicallyComplete` or returns nil, whichever comes first.
    /// Infinite for `repeatForever`.
    public var logicalDuration: Double { totalTime(baseTime: baseLogical) }

    /// The time after which the animation no longer moves visibly (for springs, when the motion is
    /// below 1e-7 of its distance); the attribute animator drops finished animations after it.
    var end: Double { totalTime(baseTime: baseEnd) }

    /// The duration of the base, extended through the modifiers as the Web Animations timing
    /// model does: a delay adds, speed divides, iterations multiply.
    private func totalTime(baseTime: Double) -> Double {
        var time = baseTime
        for modifier in modifiers {
            switch modifier {
            case .delay(let d): time = max(0, time + d)
            case .speed(let s): time /= s
            case .repeating(let count, _, let iteration):
                if let count { time = Double(count) * iteration } else { time = iteration > 0 ? .infinity : 0 }
            }
        }
        return time
    }

    /// Whether this animation takes over `previous` when it arrives while `previous` runs (keeping
    /// the current value and velocity) rather than adding to it. As in SwiftUI, a `spring` merges
    /// with a running `spring`; timing curves, interpolating springs and repeating animations add.
    public func shouldMerge(previous: Animation) -> Bool {
        guard case .spring(_, _, _, merges: true) = base, !modifiers.contains(where: \.isRepeat),
              case .spring(_, _, _, merges: true) = previous.base, !previous.modifiers.contains(where: \.isRepeat)
        else { return false }
        return true
    }

    /// Whether this animation, arriving `elapsed` seconds after `previous` started on a property
    /// changing by `value`, takes `previous` over: a custom animation decides through its
    /// `shouldMerge`; the built-in ones follow `shouldMerge(previous:)`.
    func merges<V: VectorArithmetic>(with previous: Animation, value: V, elapsed: Double) -> Bool {
        if case .custom(let custom) = base {
            var context = AnimationContext<V>()
            return custom.base.shouldMerge(previous: previous, value: value, time: elapsed, context: &context)
        }
        return shouldMerge(previous: previous)
    }

    /// The animation written as Swift, such as `spring(duration: 0.5, bounce: 0.3).delay(0.2)`.
    public var description: String { syntax }

    /// Equal when the base and the modifiers are equal, however they were written.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base == rhs.base && lhs.modifiers == rhs.modifiers
    }

    /// Hashes the base and the modifiers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(base)
        hasher.combine(modifiers)
    }
}

extension Animation.Modifier {
    /// Whether this is `repeatCount` or `repeatForever`.
    var isRepeat: Bool {
        if case .repeating = self { return true }
        return false
    }
}
