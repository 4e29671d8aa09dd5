import Foundation
import Testing
@testable import Reel

@Suite struct SpringTests {
    /// Random springs over the three damping regimes, including exactly critical ones.
    static func randomSprings(seed: UInt64, count: Int) -> [Spring] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { i in
            switch i % 4 {
            case 0: return Spring(response: rng.next(in: 0.05...2), dampingRatio: rng.next(in: 0.05...0.99))
            case 1: return Spring(response: rng.next(in: 0.05...2), dampingRatio: 1)
            case 2: return Spring(response: rng.next(in: 0.05...2), dampingRatio: rng.next(in: 1.01...4))
            default:
                return Spring(mass: rng.next(in: 0.2...3), stiffness: rng.next(in: 10...400),
                              damping: rng.next(in: 0.5...40), allowOverDamping: true)
            }
        }
    }

    /// SwiftUI's documented conversions (Spring's overview).
    @Test func swiftUIParameterConversions() {
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        #expect(bouncy.mass == 1)
        #expect(abs(bouncy.stiffness - 157.9) < 0.05)
        #expect(abs(bouncy.damping - 17.6) < 0.05)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.duration - 0.63) < 0.005)
        #expect(abs(physical.bounce - 0.5) < 1e-12)
        // SEMANTICS: k = (2π/response)², c = 4π·dampingFraction/response.
        let classic = Spring(response: 0.4, dampingRatio: 0.7)
        #expect(abs(classic.stiffness - pow(2 * .pi / 0.4, 2)) < 1e-9)
        #expect(abs(classic.damping - 4 * .pi * 0.7 / 0.4) < 1e-9)
        // Negative bounce: damping ratio 1 / (1 + bounce).
        #expect(abs(Spring(duration: 0.5, bounce: -0.4).dampingRatio - 1 / 0.6) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.4).bounce - (-0.4)) < 1e-12)
        // Overdamping is clamped unless allowed, as in SwiftUI.
        #expect(Spring(mass: 1, stiffness: 100, damping: 40).dampingRatio == 1)
        #expect(Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio == 2)
    }

    /// Property: every spring converges to its target.
    @Test func everySpringConvergesToOne() {
        for spring in Self.randomSprings(seed: 0x5EED_0001, count: 400) {
            let settle = spring.settlingDuration
            #expect(settle.isFinite && settle > 0)
            let animation = Animation.spring(spring)
            #expect(abs(animation.value(at: settle) - 1) <= 0.001 + 1e-12)
            #expect(abs(animation.value(at: 40 * settle) - 1) <= 1e-9, "\(spring)")
            #expect(abs(animation.velocity(at: 40 * settle)) <= 1e-9)
        }
    }

    /// Property: the settling duration is the first time after which displacement and velocity stay
    /// within 0.001 — checked against a dense independent scan, and just before and after it.
    @Test func settlingDurationIsLastExceedance() {
        let epsilon = 0.001
        for spring in Self.randomSprings(seed: 0x5EED_0002, count: 120) {
            let settle = spring.settlingDuration
            func exceeds(_ t: Double) -> Bool {
                let x = 1 - spring.value(target: 1.0, time: t)
                let v = spring.velocity(target: 1.0, time: t)
                return abs(x) > epsilon || abs(v) > epsilon
            }
            // Just before: outside the threshold. Just after and long after: inside.
            #expect(exceeds(settle - 1e-9 * max(1, settle)), "\(spring) before \(settle)")
            let step = min(spring.response, settle) / 400
            var t = settle + 1e-9 * max(1, settle)
            while t < 3 * settle + 2 * spring.response {
                #expect(!exceeds(t), "\(spring) exceeds at \(t) after settling at \(settle)")
                if exceeds(t) { break }
                t += step
            }
            // An independent dense scan from 0 finds the last exceeding sample next to it.
            var last = 0.0
            var s = 0.0
            while s < settle + spring.response {
                if exceeds(s) { last = s }
                s += step
            }
            #expect(abs(last - settle) <= step, "\(spring) scan \(last) vs \(settle)")
        }
    }

    /// The velocity is the derivative of the value (closed forms, all regimes).
    @Test func velocityIsDerivative() {
        var rng = SplitMix64(seed: 0x5EED_0003)
        for spring in Self.randomSprings(seed: 0x5EED_0004, count: 200) {
            let t = rng.next(in: 0.001...1.5), h = 1e-6
            let v0 = rng.next(in: -5...5)
            let numeric = (spring.value(target: 1.0, initialVelocity: v0, time: t + h)
                           - spring.value(target: 1.0, initialVelocity: v0, time: t - h)) / (2 * h)
            let exact = spring.velocity(target: 1.0, initialVelocity: v0, time: t)
            #expect(abs(numeric - exact) <= 1e-5 * max(1, abs(exact)), "\(spring) at \(t)")
            #expect(abs(spring.velocity(target: 1.0, initialVelocity: v0, time: 0) - v0) < 1e-9)
        }
    }

    /// Near-critical damping stays accurate on both sides of 1 (no cancellation).
    @Test func nearCriticalIsContinuous() {
        let critical = Spring(response: 0.4, dampingRatio: 1)
        for ratio in [1 - 1e-9, 1 + 1e-9, 1 - 1e-6, 1 + 1e-6] {
            let near = Spring(response: 0.4, dampingRatio: ratio)
            for t in [0.02, 0.1, 0.3, 1.0] {
                #expect(abs(near.value(target: 1.0, time: t) - critical.value(target: 1.0, time: t)) < 1e-5)
            }
        }
    }

    @Test func settlingDurationInverts() {
        // The displacement threshold scales with the response, the velocity threshold does not.
        let spring = Spring(response: 0.5, dampingRatio: 1)
        let faster = Spring(response: 0.25, dampingRatio: 1)
        #expect(faster.settlingDuration < spring.settlingDuration)
        for (settle, ratio) in [(1.2, 0.6), (0.5, 1.0), (2.0, 1.5), (0.8, 0.3)] {
            let fromSettle = Spring(settlingDuration: settle, dampingRatio: ratio)
            #expect(abs(fromSettle.settlingDuration - settle) < 1e-6, "\(settle), \(ratio): \(fromSettle.settlingDuration)")
            #expect(fromSettle.dampingRatio == ratio)
        }
        #expect(Spring(response: 1, dampingRatio: 0).settlingDuration == .infinity)
        // With an initial velocity, the same definition holds.
        let moving = Spring(response: 0.5, dampingRatio: 0.5).settlingDuration(target: 1, initialVelocity: 8)
        #expect(moving > Spring(response: 0.5, dampingRatio: 0.5).settlingDuration && moving.isFinite)
    }

    /// Extreme but valid parameters neither hang nor produce NaN: settling times are computed in
    /// closed form with bounded loops, and frequencies beyond the simulated range are instant.
    @Test func extremeParametersStayFinite() {
        for response in [1e-300, 1e-12, 1e-3, 1, 1e3, 1e300] {
            for ratio in [0, 1e-20, 1e-12, 1e-6, 0.5, 1, 2, 1e6, 1e12, 1e300] {
                let spring = Spring(response: response, dampingRatio: ratio)
                let settle = spring.settlingDuration
                #expect(!settle.isNaN && settle >= 0, "\(response), \(ratio)")
                let animation = Animation.spring(spring)
                for t in [0, 0.5, settle.isFinite ? settle : 1e9] {
                    #expect(animation.value(at: t).isFinite && animation.velocity(at: t).isFinite, "\(response), \(ratio) at \(t)")
                }
            }
        }
        #expect(Spring(response: 1e-300, dampingRatio: 0.5).isInstant)
        #expect(Spring(response: 1, dampingRatio: 1e300).dampingRatio == Spring.maximumDampingRatio)
        #expect(Animation.steps(.max, jump: .jumpBoth).value(at: 0.5).isFinite)
    }

    @Test func invalidParametersMakeAnInstantSpring() {
        for spring in [Spring(response: -1, dampingRatio: 0.5), Spring(response: .nan, dampingRatio: 0.5),
                       Spring(response: 0.5, dampingRatio: -1), Spring(mass: 0, stiffness: 10, damping: 1),
                       Spring(mass: 1, stiffness: -5, damping: 1), Spring(response: 0, dampingRatio: 0.8)] {
            #expect(spring.isInstant)
            #expect(spring.value(target: 1.0, time: 0) == 1)
            #expect(spring.settlingDuration == 0)
        }
        #expect(Animation.spring(response: -1).value(at: 0) == 1)
    }

    @Test func validatingInitialisersNameTheParameter() {
        #expect(throws: AnimationError(parameter: "response", message: "must be at least 0, got -1")) {
            try Spring(validatingResponse: -1, dampingRatio: 0.5)
        }
        #expect(throws: AnimationError(parameter: "dampingFraction", message: "must be a finite number, got nan")) {
            try Spring(validatingResponse: 1, dampingRatio: .nan)
        }
        #expect(throws: AnimationError.self) { try Spring(validatingDuration: 0.5, bounce: 1.5) }
        #expect(throws: AnimationError.self) { try Spring(validatingDuration: 0.5, bounce: -1) }
        #expect(throws: AnimationError(parameter: "stiffness", message: "must be greater than 0, got 0")) {
            try Spring(validatingMass: 1, stiffness: 0, damping: 1)
        }
        #expect(throws: AnimationError(parameter: "damping", message: "must be at least 0, got -2")) {
            try Spring(validatingMass: 1, stiffness: 10, damping: -2)
        }
    }

    /// SwiftUI's presets.
    @Test func presets() {
        #expect(Animation.default == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
        #expect(Animation.bouncy(duration: 0.8, extraBounce: 0.1) == .spring(duration: 0.8, bounce: 0.4))
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        // bouncy overshoots (what its plot shows): its peak is above 1 by several percent.
        let peak = (0...500).map { Animation.bouncy.value(at: Double($0) / 500) }.max() ?? 0
        #expect(peak > 1.04 && peak < 1.2)
        // smooth (critically damped) never overshoots.
        #expect((0...500).allSatisfy { Animation.smooth.value(at: Double($0) / 250) <= 1 + 1e-12 })
    }

    /// An interpolating spring's initial velocity is in distances per second.
    @Test func interpolatingSpringInitialVelocity() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 3)
        #expect(abs(animation.velocity(at: 0) - 3) < 1e-9)
        #expect(animation.value(at: 0) == 0)
        #expect(abs(animation.value(at: 20) - 1) < 1e-9)
    }
}
