import Foundation
import Testing
@testable import Reel

/// A custom animation: a quadratic ease over one second, with an exact velocity.
struct QuadraticEase: CustomAnimation {
    var duration = 1.0

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let f = time / duration
        return value.scaled(by: f * f)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: 2 * time / (duration * duration))
    }
}

/// A custom animation without a velocity, which Reel estimates.
struct Linear2: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 2 ? value.scaled(by: time / 2) : nil
    }
}

@Suite struct CustomAnimationTests {
    @Test func customAnimationsRunThroughTheEngine() {
        let animation = Animation(QuadraticEase(duration: 2))
        #expect(abs(animation.duration - 2) < 1e-9)
        #expect(abs(animation.value(at: 1) - 0.25) < 1e-12)
        #expect(abs(animation.velocity(at: 1) - 0.5) < 1e-12)
        #expect(animation.value(at: 3) == 1)
        // Modifiers apply to custom animations too.
        #expect(abs(animation.delay(1).value(at: 2) - 0.25) < 1e-12)
        #expect(abs(animation.speed(2).value(at: 0.5) - 0.25) < 1e-12)
        #expect(abs(animation.speed(2).velocity(at: 0.5) - 1) < 1e-9)
        let estimated = Animation(Linear2())
        #expect(abs(estimated.velocity(at: 1) - 0.5) < 1e-6)
        #expect(Animation(QuadraticEase()) == Animation(QuadraticEase()))
        #expect(Animation(QuadraticEase()) != Animation(QuadraticEase(duration: 3)))
    }

    @Test func customAnimationsAnimateAttributes() {
        let animator = AttributeAnimator(initialValue: CGPoint.zero, changes: [
            AttributeChange(time: 1, value: CGPoint(x: 10, y: 20), animation: Animation(QuadraticEase())),
        ])
        #expect(animator.value(at: 1.5) == CGPoint(x: 2.5, y: 5))
        #expect(animator.value(at: 2) == CGPoint(x: 10, y: 20))
    }
}

/// A custom spring-like animation that merges, continuing from the inherited velocity.
struct MergingDecay: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < 5 else { return nil }
        // reached = value·(1 - e^(-4t)) + initialVelocity·t·e^(-4t)
        let e = exp(-4 * time)
        return value.scaled(by: 1 - e) + context.initialVelocity.scaled(by: time * e)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool { true }
}

extension CustomAnimationTests {
    /// A custom animation whose shouldMerge is true takes the running one over, inheriting its
    /// velocity through the context.
    @Test func mergingCustomAnimationInheritsVelocity() {
        let animation = Animation(MergingDecay())
        let animator = AttributeAnimator(initialValue: 0.0, changes: [
            AttributeChange(time: 0, value: 1.0, animation: animation),
            AttributeChange(time: 0.2, value: 2.0, animation: animation),
        ])
        // After the merge a single run moves from the value at 0.2, with the velocity there, to 2.
        let first = 1 - exp(-4 * 0.2)                       // value at 0.2
        let velocity = 4 * exp(-4 * 0.2)                    // its velocity
        let tau = 0.3
        let expected = first + (2 - first) * (1 - exp(-4 * tau)) + velocity * tau * exp(-4 * tau)
        #expect(abs(animator.value(at: 0.2 + tau) - expected) < 1e-9)
        #expect(abs(animator.value(at: 0.2) - first) < 1e-12)
    }
}
