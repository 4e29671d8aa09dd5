import Foundation
import Testing
@testable import Reel

@Suite struct UnitBezierTests {
    /// Property: for random curves and random fractions, the solved parameter maps back to the
    /// fraction within 1e-7 (SEMANTICS asks for 1e-7 or better).
    @Test func solverInvertsXWithin1e7() {
        var rng = SplitMix64(seed: 0xB321_0001)
        var worst = 0.0
        for _ in 0..<2000 {
            let curve = UnitBezier(rng.next(in: 0...1), rng.next(in: -2...3), rng.next(in: 0...1), rng.next(in: -2...3))
            for _ in 0..<20 {
                let x = rng.next(in: 0...1)
                let s = curve.solve(x: x)
                #expect(s >= 0 && s <= 1)
                worst = max(worst, abs(curve.sampleX(s) - x))
            }
        }
        #expect(worst <= 1e-7, "worst inversion error \(worst)")
    }

    /// Property: the progress agrees with a plain bisection solve (the reference table's method)
    /// to 1e-7, including curves with x control points on the 0 and 1 edges where Newton fails.
    @Test func progressMatchesBisection() {
        var rng = SplitMix64(seed: 0xB321_0002)
        for trial in 0..<500 {
            let edges: [Double] = [0, 1]
            let c0x = trial % 5 == 0 ? edges[trial % 2] : rng.next(in: 0...1)
            let c1x = trial % 7 == 0 ? edges[(trial + 1) % 2] : rng.next(in: 0...1)
            let curve = UnitBezier(c0x, rng.next(in: -1...2), c1x, rng.next(in: -1...2))
            for _ in 0..<10 {
                let x = rng.next(in: 0...1)
                var lo = 0.0, hi = 1.0
                for _ in 0..<200 {
                    let mid = (lo + hi) / 2
                    if curve.sampleX(mid) < x { lo = mid } else { hi = mid }
                }
                let expected = curve.sampleY((lo + hi) / 2)
                #expect(abs(curve.value(at: x) - expected) <= 1e-7, "curve \(curve.c0) \(curve.c1) at \(x)")
            }
        }
    }

    @Test func endpointsAndClamping() {
        let curve = UnitBezier(0.68, -0.6, 0.32, 1.6)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
    }

    /// The velocity is dy/dx: compare with central differences, and the edge limits.
    @Test func velocityMatchesFiniteDifferences() {
        var rng = SplitMix64(seed: 0xB321_0003)
        for _ in 0..<200 {
            let curve = UnitBezier(rng.next(in: 0.05...0.95), rng.next(in: -1...2), rng.next(in: 0.05...0.95), rng.next(in: -1...2))
            let x = rng.next(in: 0.01...0.99), h = 1e-6
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(abs(curve.velocity(at: x) - numeric) <= 1e-4 * max(1, abs(numeric)))
        }
        // easeOut starts with x'(0) = y'(0) = 0: the limit is y''/x'' = 3 / (3 * 0.58).
        #expect(abs(UnitBezier(0, 0, 0.58, 1).velocity(at: 0) - 1 / 0.58) < 1e-9)
        // easeIn ends the same way: 1 / 0.58 too, by symmetry.
        #expect(abs(UnitBezier(0.42, 0, 1, 1).velocity(at: 1) - 1 / 0.58) < 1e-9)
        // A vertical tangent at the start.
        #expect(UnitBezier(0, 1, 1, 1).velocity(at: 0) == .infinity)
        #expect(abs(UnitBezier(0.25, 0.1, 0.25, 1).velocity(at: 0) - 0.4) < 1e-12)
    }

    @Test func validatingRejectsXOutsideUnitInterval() throws {
        #expect(throws: AnimationError(parameter: "c0x", message: "must be between 0 and 1, got 2")) {
            try UnitBezier(validating: 2, 0, 0, 1)
        }
        #expect(throws: AnimationError(parameter: "c1x", message: "must be between 0 and 1, got -0.5")) {
            try UnitBezier(validating: 0.2, 0, -0.5, 1)
        }
        #expect(throws: AnimationError(parameter: "c0y", message: "must be a finite number, got nan")) {
            try UnitBezier(validating: 0.2, .nan, 0.5, 1)
        }
        let overshoot = try UnitBezier(validating: 0.68, -0.6, 0.32, 1.6)
        #expect(overshoot == UnitBezier(0.68, -0.6, 0.32, 1.6))
    }

    /// The non-throwing initialiser clamps x into 0...1 and replaces NaN, as documented.
    @Test func nonThrowingInitialiserClamps() {
        let clamped = UnitBezier(2, 0, -1, 1)
        #expect(clamped.c0.x == 1 && clamped.c1.x == 0)
        let cleaned = UnitBezier(.nan, .nan, .nan, .infinity)
        #expect(cleaned.c0 == (0, 0) && cleaned.c1 == (1, 1))
        #expect(abs(cleaned.value(at: 0.3) - 0.3) < 1e-9)
    }
}
