import Foundation

/// The easing functions of easings.net (Robert Penner's equations as easings.net publishes them):
/// a family of shapes, each usable as ease-in, ease-out or ease-in-out.
///
/// SwiftUI has none of these beyond the Bézier presets and the circular ones; Reel follows the
/// formulas published on easings.net exactly, including their constants (back's 1.70158, elastic's
/// 2π/3 period) and their quirks (`expo` starts at 2^-10 rather than 0 for fractions just above 0).
public struct Easing: Hashable, Sendable, CustomStringConvertible {
    /// The shape of the curve.
    public enum Family: String, CaseIterable, Hashable, Sendable {
        /// A quarter sine wave.
        case sine
        /// Power 2.
        case quad
        /// Power 3.
        case cubic
        /// Power 4.
        case quart
        /// Power 5.
        case quint
        /// Exponential, base 2^10.
        case expo
        /// A quarter circle.
        case circ
        /// Pulls back before moving (ease-in) or overshoots (ease-out).
        case back
        /// A decaying oscillation.
        case elastic
        /// A ball bouncing to rest.
        case bounce
    }

    /// Which end of the motion is eased.
    public enum Direction: String, CaseIterable, Hashable, Sendable {
        /// Starts slowly.
        case `in`
        /// Ends slowly.
        case out
        /// Starts and ends slowly.
        case inOut
    }

    /// The shape.
    public var family: Family
    /// The eased end.
    public var direction: Direction

    /// The easing of `family` in `direction`.
    public init(_ family: Family, _ direction: Direction) {
        self.family = family
        self.direction = direction
    }

    /// The easings.net name, such as `easeInOutBack`.
    public var description: String {
        let dir: String
        switch direction {
        case .in: dir = "In"
        case .out: dir = "Out"
        case .inOut: dir = "InOut"
        }
        return "ease" + dir + family.rawValue.prefix(1).uppercased() + family.rawValue.dropFirst()
    }

    /// The progress at fraction `x` (clamped to 0...1) of the duration.
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        switch direction {
        case .in: return Easing.easeIn(family, x, inOut: false).value
        case .out: return 1 - Easing.easeIn(family, 1 - x, inOut: false).value
        case .inOut:
            return x < 0.5 ? Easing.easeIn(family, 2 * x, inOut: true).value / 2
                           : 1 - Easing.easeIn(family, 2 - 2 * x, inOut: true).value / 2
        }
    }

    /// d(progress)/d(fraction) at fraction `x` (clamped to 0...1).
    public func velocity(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        switch direction {
        case .in: return Easing.easeIn(family, x, inOut: false).slope
        case .out: return Easing.easeIn(family, 1 - x, inOut: false).slope
        case .inOut:
            return x < 0.5 ? Easing.easeIn(family, 2 * x, inOut: true).slope
                           : Easing.easeIn(family, 2 - 2 * x, inOut: true).slope
        }
    }

    /// `value(at:)` and `velocity(at:)` together.
    public func valueAndVelocity(at x: Double) -> (value: Double, velocity: Double) {
        let x = min(max(x, 0), 1)
        switch direction {
        case .in:
            let e = Easing.easeIn(family, x, inOut: false)
            return (e.value, e.slope)
        case .out:
            let e = Easing.easeIn(family, 1 - x, inOut: false)
            return (1 - e.value, e.slope)
        case .inOut:
            if x < 0.5 {
                let e = Easing.easeIn(family, 2 * x, inOut: true)
                return (e.value / 2, e.slope)
            }
            let e = Easing.easeIn(family, 2 - 2 * x, inOut: true)
            return (1 - e.value / 2, e.slope)
        }
    }

    /// Back's overshoot constant.
    static let backC1 = 1.70158
    /// Back's overshoot constant for ease-in-out.
    static let backC2 = backC1 * 1.525
    /// Elastic's angular frequency, 2π/3.
    static let elasticC4 = 2 * Double.pi / 3
    /// Elastic's angular frequency for ease-in-out, 2π/4.5.
    static let elasticC5 = 2 * Double.pi / 4.5
    /// Bounce's parabola constants.
    static let bounceN1 = 7.5625, bounceD1 = 2.75

    /// The ease-in form of `family` at `y` in 0...1 and its derivative. Ease-out and ease-in-out are
    /// built from it by reflection, which reproduces easings.net's published formulas (for back and
    /// elastic, ease-in-out uses their own constants, selected by `inOut`).
    static func easeIn(_ family: Family, _ y: Double, inOut: Bool) -> (value: Double, slope: Double) {
        switch family {
        case .sine:
            return (1 - cos(y * .pi / 2), .pi / 2 * sin(y * .pi / 2))
        case .quad: return (y * y, 2 * y)
        case .cubic: return (y * y * y, 3 * y * y)
        case .quart: return (y * y * y * y, 4 * y * y * y)
        case .quint: return (y * y * y * y * y, 5 * y * y * y * y)
        case .expo:
            let p = pow(2, 10 * y - 10)
            return (y == 0 ? 0 : p, 10 * M_LN2 * p)
        case .circ:
            let r = (1 - y * y).squareRoot()
            return (1 - r, r == 0 ? .infinity : y / r)
        case .back:
            let c = inOut ? backC2 : backC1
            return ((c + 1) * y * y * y - c * y * y, 3 * (c + 1) * y * y - 2 * c * y)
        case .elastic:
            if y == 0 { return (0, 0) }
            let (c, phase) = inOut ? (elasticC5, 11.125) : (elasticC4, 10.75)
            let p = pow(2, 10 * y - 10), angle = (10 * y - phase) * c
            return (-p * sin(angle), -(10 * M_LN2 * p * sin(angle) + p * 10 * c * cos(angle)))
        case .bounce:
            let out = bounceOut(1 - y)
            return (1 - out.value, out.slope)
        }
    }

    /// easings.net's `easeOutBounce` at `x` in 0...1 and its derivative: four parabolas.
    static func bounceOut(_ x: Double) -> (value: Double, slope: Double) {
        let n1 = bounceN1, d1 = bounceD1
        if x < 1 / d1 { return (n1 * x * x, 2 * n1 * x) }
        if x < 2 / d1 { let u = x - 1.5 / d1; return (n1 * u * u + 0.75, 2 * n1 * u) }
        if x < 2.5 / d1 { let u = x - 2.25 / d1; return (n1 * u * u + 0.9375, 2 * n1 * u) }
        let u = x - 2.625 / d1
        return (n1 * u * u + 0.984375, 2 * n1 * u)
    }
}
