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
