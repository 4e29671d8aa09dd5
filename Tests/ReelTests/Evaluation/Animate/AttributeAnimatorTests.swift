import Foundation
import Testing
@testable import Reel

@Suite struct AttributeAnimatorTests {
    /// (a) easeInOut(duration: 0.5) from 0 to 1 at t = 0, then to 2 at t = 0.2 under the same
    /// curve: the presentation value is continuous, never jumps, and is exactly 2 at t = 0.7.
    @Test func timingCurvesAdd() {
        let curve = Animation.easeInOut(duration: 0.5)
        let animator = AttributeAnimator(initialValue: 0.0, changes: [
            AttributeChange(time: 0, value: 1.0, animation: curve),
            AttributeChange(time: 0.2, value: 2.0, animation: curve),
        ])
        // The sum of the two runs, computed by hand from the curve.
        for i in 0...800 {
            let t = Double(i) / 1000
            let first = 1 - curve.value(at: t), second = t >= 0.2 ? 1 - curve.value(at: t - 0.2) : 0
            let expected = t < 0.2 ? 1 - first : 2 - first - second
            #expect(abs(animator.value(at: t) - expected) <= 1e-12, "at \(t)")
        }
        // Continuous: no step between neighbouring samples bigger than the curve's steepest
        // slope allows (the max speed of easeInOut is about 1.7 per 0.5 s per unit change).
        var previous = animator.value(at: 0)
        let dt = 1e-4
        var largest = 0.0
        for i in 1...8000 {
            let value = animator.value(at: Double(i) * dt)
            largest = max(largest, abs(value - previous))
            previous = value
        }
        #expect(largest <= 2 * 3.5 * 2 * dt, "largest step \(largest)")
        // At the retarget itself both sides agree.
        #expect(abs(animator.value(at: 0.2) - animator.value(at: 0.2 - 1e-9)) < 1e-8)
        #expect(abs(animator.value(at: 0.2) - curve.value(at: 0.2)) < 1e-12)
        #expect(animator.value(at: 0.7) == 2)
        #expect(animator.value(at: 0.69) < 2)
        #expect(animator.value(at: 3) == 2)
        #expect(!animator.isAnimating(at: 0.7))
        #expect(animator.isAnimating(at: 0.6))
        // Monotonic on the way up (both runs move the same way).
        for i in 1...700 { #expect(animator.value(at: Double(i) / 1000) >= animator.value(at: Double(i - 1) / 1000)) }
    }

    /// (b) A spring retargeted at t = 0.1 keeps its velocity: finite differences just before and
    /// just after agree within 1%.
    @Test func retargetedSpringKeepsVelocity() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
        let animator = AttributeAnimator(initialValue: 0.0, changes: [
            AttributeChange(time: 0, value: 1.0, animation: spring),
            AttributeChange(time: 0.1, value: 3.0, animation: spring),
        ])
        let h = 1e-5
        let before = (animator.value(at: 0.1 - h) - animator.value(at: 0.1 - 2 * h)) / h
        let after = (animator.value(at: 0.1 + 2 * h) - animator.value(at: 0.1 + h)) / h
        #expect(before > 1)
        #expect(abs(after - before) <= 0.01 * abs(before), "before \(before), after \(after)")
        // The analytic velocity is continuous too, and the value does not jump.
        #expect(abs(animator.velocity(at: 0.1) - animator.velocity(at: 0.1 - 1e-9)) < 1e-5)
        #expect(abs(animator.value(at: 0.1) - spring.value(at: 0.1)) < 1e-12)
        // It reaches the new target.
        #expect(abs(animator.value(at: 5) - 3) < 1e-9)
        // Without merging (a timing curve after a spring) the runs add: velocity is also continuous
        // here because easeIn starts at rest, but the value differs from the merged spring.
        let added = AttributeAnimator(initialValue: 0.0, changes: [
            AttributeChange(time: 0, value: 1.0, animation: spring),
            AttributeChange(time: 0.1, value: 3.0, animation: .easeIn(duration: 0.5)),
        ])
        #expect(abs(added.value(at: 0.3) - animator.value(at: 0.3)) > 1e-3)
        #expect(abs(added.value(at: 3) - 3) < 1e-9)
    }

    /// Interpolating springs add instead of merging, as SwiftUI documents.
    @Test func interpolatingSpringsAdd() {
        let spring = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        let animator = AttributeAnimator(initialValue: 0.0, changes: [
            AttributeChange(time: 0, value: 1.0, animation: spring),
            AttributeChange(time: 0.1, value: 3.0, animation: spring),
        ])
        for t in [0.15, 0.3, 0.6] {
            let expected = 3 - (1 - spring.value(at: t)) - 2 * (1 - spring.value(at: t - 0.1))
            #expect(abs(animator.value(at: t) - expected) < 1e-12)
        }
    }

    /// (c) A change with no animation jumps at once, ending running animations.
    @Test func unanimatedChangeJumps() {
        let animator = AttributeAnimator(initialValue: 0.0, changes: [
            AttributeChange(time: 0, value: 1.0, animation: .linear(duration: 1)),
            AttributeChange(time: 0.5, value: 5.0, animation: nil),
        ])
        #expect(abs(animator.value(at: 0.4999) - 0.4999) < 1e-12)
        #expect(animator.value(at: 0.5) == 5)
        #expect(animator.value(at: 0.75) == 5)
        #expect(!animator.isAnimating(at: 0.5))
        #expect(animator.velocity(at: 0.6) == 0)
        // disablesAnimations without an animation jumps too.
        let disabled = AttributeAnimator(initialValue: 0.0, changes: [
            AttributeChange(time: 1, value: 2.0, transaction: Transaction(animation: nil, disablesAnimations: true)),
        ])
        #expect(disabled.value(at: 0.99) == 0)
        #expect(disabled.value(at: 1) == 2)
    }

    /// The animator is a pure function of the history and the time: evaluation order and repeated
    /// evaluation do not matter, and the order of changes given does not either (they are sorted).
    @Test func pureFunctionOfHistoryAndTime() {
        var rng = SplitMix64(seed: 0xA11_0001)
        let animations: [Animation?] = [.easeInOut(duration: 0.4), .spring, .bouncy, nil, .linear(duration: 0.3).delay(0.1)]
        var changes: [AttributeChange<Double>] = []
        for i in 0..<12 {
            changes.append(AttributeChange(time: Double(i) * 0.15 + rng.next(in: 0...0.1), value: rng.next(in: -10...10),
                                           animation: animations[Int(rng.next() % 5)]))
        }
        let forward = AttributeAnimator(initialValue: 0.0, changes: changes)
        let shuffled = AttributeAnimator(initialValue: 0.0, changes: changes.shuffled(using: &rng))
        let times = (0..<400).map { Double($0) * 0.01 }
        let inOrder = times.map { forward.value(at: $0) }
        let backwards = times.reversed().map { forward.value(at: $0) }.reversed()
        #expect(inOrder == Array(backwards))
        #expect(inOrder == times.map { shuffled.value(at: $0) })
        #expect(forward.modelValue(at: 10) == changes.max { $0.time < $1.time }!.value)
    }

    /// Colors, points and rectangles animate through their animatable data.
    @Test func animatesCompoundValues() {
        let animator = AttributeAnimator(initialValue: CGRect(x: 0, y: 0, width: 10, height: 10), changes: [
            AttributeChange(time: 1, value: CGRect(x: 100, y: 50, width: 30, height: 10), animation: .linear(duration: 2)),
        ])
        #expect(animator.value(at: 2) == CGRect(x: 50, y: 25, width: 20, height: 10))
        #expect(animator.value(at: 3) == CGRect(x: 100, y: 50, width: 30, height: 10))
        let velocity = animator.velocity(at: 2)
        #expect(velocity.first.first == 50 && velocity.second.first == 10)

        let red = Color(red: 1, green: 0, blue: 0), clear = Color.clear
        let fade = AttributeAnimator(initialValue: red, changes: [AttributeChange(time: 0, value: clear, animation: .linear(duration: 1))])
        let half = fade.value(at: 0.5)
        // Premultiplied: fading to clear keeps the hue and halves the opacity.
        #expect(abs(half.red - 1) < 1e-12 && abs(half.alpha - 0.5) < 1e-12 && half.green == 0)
        #expect(fade.value(at: 1) == clear)
    }

    /// Paths morph when their element lists match and jump when they do not.
    @Test func pathsMorphOrJump() {
        let small = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let large = Path(CGRect(x: 0, y: 0, width: 30, height: 20))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let morph = AttributeAnimator(initialValue: small, changes: [AttributeChange(time: 0, value: large, animation: .linear(duration: 1))])
        #expect(morph.value(at: 0.5) == Path(CGRect(x: 0, y: 0, width: 20, height: 15)))
        #expect(morph.value(at: 1) == large)
        let jump = AttributeAnimator(initialValue: small, changes: [AttributeChange(time: 0, value: circle, animation: .linear(duration: 1))])
        #expect(jump.value(at: 0) == circle)
        #expect(jump.value(at: 0.5) == circle)
        #expect(!jump.isAnimating(at: 0.5))
    }

    /// Repeating animations hold their end (Web Animations fill) as a settled offset.
    @Test func repeatEndingReversedHoldsTheStart() {
        let animator = AttributeAnimator(initialValue: 0.0, changes: [
            AttributeChange(time: 0, value: 1.0, animation: .linear(duration: 1).repeatCount(2)),
            AttributeChange(time: 5, value: 3.0, animation: .linear(duration: 1)),
        ])
        #expect(abs(animator.value(at: 0.5) - 0.5) < 1e-12)
        #expect(abs(animator.value(at: 1.5) - 0.5) < 1e-12)
        #expect(animator.value(at: 4) == 0)
        // The later change animates from the held value to the new model value.
        #expect(abs(animator.value(at: 5) - 0) < 1e-12)
        #expect(abs(animator.value(at: 5.5) - 1.5) < 1e-12)
        #expect(animator.value(at: 7) == 3)
    }

    @Test func beforeTheFirstChangeShowsTheInitialValue() {
        let animator = AttributeAnimator(initialValue: 7.0, changes: [AttributeChange(time: 1, value: 8.0, animation: .easeIn)])
        #expect(animator.value(at: 0.5) == 7)
        #expect(animator.value(at: -.infinity) == 7)
        #expect(animator.value(at: .nan) == 7)
        #expect(AttributeAnimator(initialValue: 1.0, changes: []).value(at: 3) == 1)
    }
}
