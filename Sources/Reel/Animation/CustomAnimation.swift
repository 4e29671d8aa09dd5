import Foundation

/// An animation defined by your own function of time: the shape of SwiftUI's `CustomAnimation`.
///
/// `animate` receives the whole change (`value`, the target minus the start, as a vector) and the
/// time since the animation began, and returns how much of the change has happened, or nil once the
/// animation is finished. Reel evaluates animations as pure functions of time, so unlike SwiftUI's
/// the context carries no mutable state between frames: everything must follow from `time`.
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` reached `time` seconds after the start, or nil when finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The rate of change of `animate`'s result at `time`, or nil to let Reel estimate it by a central
    /// finite difference.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation, arriving while `previous` is running on the same property, takes it
    /// over (continuing from the current value and velocity, as springs do) instead of being added
    /// on top of it (as timing curves are).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No analytic velocity: Reel estimates it.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    /// Custom animations add on top of running ones unless they say otherwise.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation knows besides the change and the time, SwiftUI's `AnimationContext`
/// without its frame-to-frame state (Reel's animations are pure functions of time).
public struct AnimationContext<Value: VectorArithmetic> {
    /// The velocity the property had when this animation took over a running one (zero otherwise).
    public var initialVelocity: Value
    /// Whether the animation has passed its logical end and only settles now.
    public var isLogicallyComplete: Bool

    /// A context with the given inherited velocity.
    public init(initialVelocity: Value = .zero, isLogicallyComplete: Bool = false) {
        self.initialVelocity = initialVelocity
        self.isLogicallyComplete = isLogicallyComplete
    }
}

/// A type-erased custom animation, so that `Animation` stays a plain hashable value.
struct AnyCustomAnimation: Hashable, Sendable {
    /// The wrapped animation.
    let base: any CustomAnimation

    static func == (lhs: AnyCustomAnimation, rhs: AnyCustomAnimation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// When `animate` first returns nil for a unit change, found by doubling and then bisection;
    /// infinite if it still runs after about an hour.
    func probeDuration() -> Double {
        func finished(_ t: Double) -> Bool {
            var context = AnimationContext<Double>()
            return base.animate(value: 1.0, time: t, context: &context) == nil
        }
        if finished(0) { return 0 }
        var lo = 0.0, hi = 0.25
        while !finished(hi) {
            lo = hi
            hi *= 2
            if hi > 4096 { return .infinity }
        }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if finished(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
