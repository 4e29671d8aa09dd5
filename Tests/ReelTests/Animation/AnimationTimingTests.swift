import Foundation
import Testing
@testable import Reel

@Suite struct AnimationTimingTests {
    /// Random animations of every base kind.
    static func randomAnimations(_ rng: inout SplitMix64, count: Int) -> [Animation] {
        (0..<count).map { i in
            let d = rng.next(in: 0.1...2)
            switch i % 6 {
            case 0: return .easeInOut(duration: d)
            case 1: return .timingCurve(rng.next(in: 0...1), rng.next(in: -1...2), rng.next(in: 0...1), rng.next(in: -1...2), duration: d)
            case 2: return .linear(duration: d)
            case 3: return .easing(Easing(Easing.Family.allCases[Int(rng.next() % 10)], Easing.Direction.allCases[Int(rng.next() % 3)]), duration: d)
            case 4: return .spring(response: rng.next(in: 0.1...1), dampingFraction: rng.next(in: 0.2...1.5))
            default: return .interpolatingSpring(stiffness: rng.next(in: 20...300), damping: rng.next(in: 1...30))
            }
        }
    }

    /// Property: repeatForever(autoreverses: true) of an animation of duration d has period 2d.
    @Test func repeatForeverAutoreversingIsPeriodic() {
        var rng = SplitMix64(seed: 0x7131_0001)
        for animation in Self.randomAnimations(&rng, count: 120) {
            let d = animation.duration
            let forever = animation.repeatForever(autoreverses: true)
            #expect(forever.duration == .infinity)
            for _ in 0..<20 {
                let t = rng.next(in: 0...(2 * d)), k = Double(Int(rng.next() % 50) + 1)
                #expect(abs(forever.value(at: t) - forever.value(at: t + k * 2 * d)) <= 1e-9 * max(1, k), "\(animation) at \(t)")
                // The second half mirrors the first: value(d + u) = value(d - u).
                let u = rng.next(in: 0...d)
                #expect(abs(forever.value(at: d + u) - forever.value(at: d - u)) <= 1e-9, "\(animation) mirror at \(u)")
                // The first iteration is the animation itself.
                if t < d { #expect(abs(forever.value(at: t) - animation.value(at: t)) <= 1e-12) }
            }
        }
    }

    /// Property: speed(s) is time scaled by s (and velocity scaled by s).
    @Test func speedScalesTime() {
        var rng = SplitMix64(seed: 0x7131_0002)
        for animation in Self.randomAnimations(&rng, count: 120) {
            let s = rng.next(in: 0.1...4)
            let fast = animation.speed(s)
            #expect(abs(fast.duration - animation.duration / s) <= 1e-9 * animation.duration / s)
            for _ in 0..<20 {
                let t = rng.next(in: 0...(2 * animation.duration / s))
                #expect(abs(fast.value(at: t) - animation.value(at: t * s)) <= 1e-12, "\(animation) speed \(s) at \(t)")
                #expect(abs(fast.velocity(at: t) - s * animation.velocity(at: t * s)) <= 1e-9 * max(1, abs(s * animation.velocity(at: t * s))))
            }
        }
        // SEMANTICS: speed 0.25 makes a 1 s animation last 4 s.
        #expect(Animation.linear(duration: 1).speed(0.25).duration == 4)
    }

    /// Property: delay(d) is a shift by d, holding the start before it.
    @Test func delayShiftsTime() {
        var rng = SplitMix64(seed: 0x7131_0003)
        for animation in Self.randomAnimations(&rng, count: 120) {
            let d = rng.next(in: 0...2)
            let late = animation.delay(d)
            #expect(abs(late.duration - (animation.duration + d)) <= 1e-12)
            for _ in 0..<20 {
                let t = rng.next(in: 0...(animation.duration + 2 * d))
                let expected = t < d ? 0 : animation.value(at: t - d)
                #expect(abs(late.value(at: t) - expected) <= 1e-12, "\(animation) delay \(d) at \(t)")
                let expectedVelocity = t < d ? 0 : animation.velocity(at: t - d)
                #expect(abs(late.velocity(at: t) - expectedVelocity) <= 1e-12)
            }
        }
    }

    /// Web Animations: iterations, alternate direction, fill forwards.
    @Test func repeatCountFollowsWebAnimations() {
        let linear = Animation.linear(duration: 1)
        let twice = linear.repeatCount(2)                       // forward, then backward
        #expect(twice.duration == 2)
        #expect(abs(twice.value(at: 0.25) - 0.25) < 1e-12)
        #expect(abs(twice.value(at: 1.25) - 0.75) < 1e-12)
        #expect(twice.velocity(at: 1.25) == -1)
        #expect(twice.value(at: 2) == 0)                        // fill forwards: ends reversed
        #expect(twice.value(at: 5) == 0)
        #expect(twice.velocity(at: 5) == 0)
        let three = linear.repeatCount(3)
        #expect(three.value(at: 9) == 1)
        let jumps = linear.repeatCount(3, autoreverses: false)  // each iteration restarts
        #expect(abs(jumps.value(at: 1.25) - 0.25) < 1e-12)
        #expect(jumps.value(at: 1) == 0)                        // the next iteration starts at 0
        #expect(jumps.value(at: 3) == 1)
        let forward = linear.repeatForever(autoreverses: false)
        #expect(abs(forward.value(at: 7.5) - 0.5) < 1e-12)
        // Modifier order matters as it does in SwiftUI: speed applied after delay scales it.
        #expect(linear.delay(1).speed(2).duration == 1)
        #expect(linear.speed(2).delay(1).duration == 1.5)
        // A delayed repeat waits once.
        let delayedRepeat = linear.repeatCount(2).delay(0.5)
        #expect(delayedRepeat.value(at: 0.5) == 0)
        #expect(abs(delayedRepeat.value(at: 1.75) - 0.75) < 1e-12)
    }

    @Test func defaultsAndDurations() {
        #expect(Animation.easeIn.duration == 0.35)
        #expect(Animation.linear.duration == 0.35)
        #expect(Animation.timingCurve(0.1, 0.2, 0.3, 0.4).duration == 0.35)
        #expect(Animation.steps(4).duration == 0.35)
        #expect(Animation.linear(duration: -2).duration == 0)
        #expect(Animation.linear(duration: -2).value(at: 0) == 1)
        #expect(Animation.spring.duration == Spring(response: 0.5, dampingRatio: 0.825).settlingDuration)
        #expect(Animation.easeIn.value(at: -1) == 0)
        #expect(Animation.easeIn.value(at: .nan) == 0)
        // Invalid modifier values are ignored by the non-throwing API.
        #expect(Animation.easeIn.speed(0) == Animation.easeIn.speed(1))
        #expect(Animation.easeIn.delay(.nan).duration == 0.35)
        #expect(Animation.easeIn.repeatCount(-3).duration == 0.35)
    }

    @Test func descriptionIsSwiftSyntax() {
        #expect(Animation.easeInOut(duration: 1).delay(0.2).description == "easeInOut(duration: 1).delay(0.2)")
        #expect(Animation.spring(duration: 0.5, bounce: 0.3).description == "spring(duration: 0.5, bounce: 0.3)")
        #expect(Animation.bouncy.description == "bouncy")
        #expect(Animation.easeIn.description == "easeIn")
        #expect(Animation.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1).description == "timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1)")
        #expect(Animation.linear.repeatForever(autoreverses: false).description == "linear.repeatForever(autoreverses: false)")
        #expect(Animation.easeOutBack.speed(2).repeatCount(3).description == "easeOutBack.speed(2).repeatCount(3)")
    }

    /// SwiftUI's `animate(value:time:context:)` on an animation: the part of the change reached.
    @Test func animateReturnsPartOfTheChangeUntilComplete() {
        var context = AnimationContext<Double>()
        let animation = Animation.linear(duration: 2)
        #expect(animation.animate(value: 10.0, time: 0.5, context: &context) == 2.5)
        #expect(animation.animate(value: 10.0, time: 2, context: &context) == nil)
        #expect(animation.velocity(value: 10.0, time: 0.5, context: context) == 5)
    }

    @Test func samplesSpanTheAnimation() {
        let curve = Animation.easeInOut(duration: 1).delay(0.2)
        let rows = curve.samples(count: 5)
        #expect(zip(rows.map(\.time), [0, 0.3, 0.6, 0.9, 1.2]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(rows.last?.value == 1)
        #expect(Animation.bouncy.sampleSpan == Spring.bouncy.settlingDuration)
        #expect(Animation.linear(duration: 1).repeatForever().sampleSpan == 2)
        #expect(Animation.interpolatingSpring(stiffness: 10, damping: 0).sampleSpan > 0)
        #expect(Animation.linear(duration: 0).sampleSpan == 1)
    }
}
