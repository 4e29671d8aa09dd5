import Foundation
import Testing
@testable import Reel

@Suite struct EasingTests {
    /// easings.net's published formulas, written out independently of `Easing`'s reflection scheme.
    static func published(_ name: String, _ x: Double) -> Double {
        let c1 = 1.70158, c2 = c1 * 1.525, c3 = c1 + 1, c4 = 2 * Double.pi / 3, c5 = 2 * Double.pi / 4.5
        func bounceOut(_ x: Double) -> Double {
            let n1 = 7.5625, d1 = 2.75
            if x < 1 / d1 { return n1 * x * x }
            if x < 2 / d1 { let u = x - 1.5 / d1; return n1 * u * u + 0.75 }
            if x < 2.5 / d1 { let u = x - 2.25 / d1; return n1 * u * u + 0.9375 }
            let u = x - 2.625 / d1
            return n1 * u * u + 0.984375
        }
        switch name {
        case "easeInSine": return 1 - cos(x * .pi / 2)
        case "easeOutSine": return sin(x * .pi / 2)
        case "easeInOutSine": return -(cos(.pi * x) - 1) / 2
        case "easeInQuad": return x * x
        case "easeOutQuad": return 1 - (1 - x) * (1 - x)
        case "easeInOutQuad": return x < 0.5 ? 2 * x * x : 1 - pow(-2 * x + 2, 2) / 2
        case "easeInCubic": return x * x * x
        case "easeOutCubic": return 1 - pow(1 - x, 3)
        case "easeInOutCubic": return x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
        case "easeInQuart": return pow(x, 4)
        case "easeOutQuart": return 1 - pow(1 - x, 4)
        case "easeInOutQuart": return x < 0.5 ? 8 * pow(x, 4) : 1 - pow(-2 * x + 2, 4) / 2
        case "easeInQuint": return pow(x, 5)
        case "easeOutQuint": return 1 - pow(1 - x, 5)
        case "easeInOutQuint": return x < 0.5 ? 16 * pow(x, 5) : 1 - pow(-2 * x + 2, 5) / 2
        case "easeInExpo": return x == 0 ? 0 : pow(2, 10 * x - 10)
        case "easeOutExpo": return x == 1 ? 1 : 1 - pow(2, -10 * x)
        case "easeInOutExpo":
            return x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
        case "easeInCirc": return 1 - sqrt(1 - pow(x, 2))
        case "easeOutCirc": return sqrt(1 - pow(x - 1, 2))
        case "easeInOutCirc":
            return x < 0.5 ? (1 - sqrt(1 - pow(2 * x, 2))) / 2 : (sqrt(1 - pow(-2 * x + 2, 2)) + 1) / 2
        case "easeInBack": return c3 * x * x * x - c1 * x * x
        case "easeOutBack": return 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
        case "easeInOutBack":
            return x < 0.5 ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
                           : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
        case "easeInElastic": return x == 0 ? 0 : x == 1 ? 1 : -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4)
        case "easeOutElastic": return x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1
        case "easeInOutElastic":
            return x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
                : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
        case "easeInBounce": return 1 - bounceOut(1 - x)
        case "easeOutBounce": return bounceOut(x)
        case "easeInOutBounce": return x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2
        default: return .nan
        }
    }

    static let all: [Easing] = Easing.Family.allCases.flatMap { f in Easing.Direction.allCases.map { Easing(f, $0) } }

    @Test func matchesEasingsNetFormulas() {
        #expect(Self.all.count == 30)
        for easing in Self.all {
            for i in 0...200 {
                let x = Double(i) / 200
                let expected = Self.published(easing.description, x)
                #expect(!expected.isNaN, "\(easing) has a published formula")
                #expect(abs(easing.value(at: x) - expected) <= 1e-12, "\(easing) at \(x)")
            }
        }
    }

    @Test func knownValues() {
        #expect(Easing(.bounce, .out).value(at: 0.5) == 0.765625)
        #expect(abs(Easing(.back, .in).value(at: 0.5) - (-0.0876975)) < 1e-7)
        #expect(abs(Easing(.sine, .inOut).value(at: 0.25) - 0.1464466094) < 1e-9)
        for easing in Self.all {
            #expect(abs(easing.value(at: 1) - 1) < 1e-12 && abs(easing.value(at: 0)) < 1e-3, "\(easing)")
        }
    }

    /// Velocities are the derivatives: compare with central differences away from the kinks.
    @Test func velocitiesMatchFiniteDifferences() {
        var rng = SplitMix64(seed: 0xEA5E)
        for easing in Self.all {
            for _ in 0..<60 {
                let x = rng.next(in: 0.01...0.99), h = 1e-7
                let kinks: [Double] = [0.5, 1 / 2.75, 2 / 2.75, 2.5 / 2.75, 1 - 1 / 2.75, 1 - 2 / 2.75, 1 - 2.5 / 2.75]
                if kinks.contains(where: { abs($0 - x) < 1e-3 || abs($0 - 2 * x) < 2e-3 || abs($0 - (2 * x - 1)) < 2e-3 || abs($0 - (1 - 2 * x)) < 2e-3 }) { continue }
                let numeric = (easing.value(at: x + h) - easing.value(at: x - h)) / (2 * h)
                #expect(abs(easing.velocity(at: x) - numeric) <= 1e-4 * max(1, abs(numeric)), "\(easing) at \(x)")
            }
        }
    }

    /// CSS Easing Level 1's examples: steps(4) and every jump position.
    @Test func cssSteps() throws {
        func values(_ n: Int, _ p: StepPosition) -> [Double] {
            [0, 0.1, 0.25, 0.3, 0.5, 0.74, 0.75, 0.99, 1].map { p.value(at: $0, count: n) }
        }
        #expect(values(4, .jumpEnd) == [0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1])
        #expect(values(4, .jumpStart) == [0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1, 1])
        #expect(values(4, .jumpBoth) == [0.2, 0.2, 0.4, 0.4, 0.6, 0.6, 0.8, 0.8, 1])
        #expect(values(4, .jumpNone).map { ($0 * 3).rounded() } == [0, 0, 1, 1, 2, 2, 3, 3, 3])
        #expect(UnitCurve.steps(4).velocity(at: 0.3) == 0)
        #expect(throws: AnimationError.self) { try UnitCurve.steps(validating: 1, jump: .jumpNone) }
        #expect(throws: AnimationError.self) { try UnitCurve.steps(validating: 0) }
        #expect(try UnitCurve.steps(validating: 2, jump: .jumpNone) == UnitCurve.steps(2, jump: .jumpNone))
        // The non-throwing form raises the count to the minimum.
        #expect(UnitCurve.steps(0) == UnitCurve.steps(1))
    }

    /// The combined evaluation the engine uses agrees with the separate ones, for every curve kind.
    @Test func valueAndVelocityTogether() {
        let curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .bezier(UnitBezier(0.68, -0.6, 0.32, 1.6)),
                                   .steps(5, jump: .jumpBoth)] + Self.all.map { UnitCurve.easing($0) }
        for curve in curves {
            for i in 0...100 {
                let x = Double(i) / 100
                let both = curve.valueAndVelocity(at: x)
                #expect(both.value == curve.value(at: x) && both.velocity == curve.velocity(at: x), "\(curve) at \(x)")
            }
        }
    }

    @Test func swiftUICurvePresets() {
        #expect(UnitCurve.easeIn == .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - (1 - sqrt(1 - 0.36))) < 1e-12)
        #expect(UnitCurve.linear.value(at: 0.37) == 0.37)
        #expect(abs(Animation.easeOutBounce(duration: 2).value(at: 1) - 0.765625) < 1e-12)
        #expect(Animation.easeInOutBack.duration == 0.35)
    }
}
