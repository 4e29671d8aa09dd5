import Foundation

/// A damped spring pulling a unit of mass toward its target: SwiftUI's `Spring`.
///
/// The motion is computed in closed form (never stepped), for the under-, critically and
/// over-damped cases, so it is exact and costs the same at any time. With natural angular frequency
/// ω₀ = √(k/m) and damping ratio ζ = c / (2√(km)), the displacement from the target obeys
/// x'' + 2ζω₀x' + ω₀²x = 0.
///
/// The SwiftUI-style initialisers never fail: a parameter that is negative, not a number or
/// infinite, or a zero mass or stiffness, makes the spring *instant* (it reaches its target at once,
/// as a response of 0 does). Parsers use the `validating` initialisers to report such values.
public struct Spring: Hashable, Sendable {
    /// The natural angular frequency ω₀ in radians per second; infinite for an instant spring.
    public let angularFrequency: Double
    /// The damping ratio ζ: 0 undamped, below 1 bouncy, 1 critically damped, above 1 overdamped.
    public let dampingRatio: Double
    /// The mass moved by the spring.
    public let mass: Double

    /// The largest natural angular frequency Reel simulates (a response of about 6e-100 s); stiffer
    /// springs are instant, which is what they look like, and their closed forms would overflow.
    public static let maximumAngularFrequency = 1e100
    /// The largest damping ratio Reel simulates; larger ratios are taken as this one, which already
    /// barely moves (the slow mode decays at ω₀ / 2e12 per second).
    public static let maximumDampingRatio = 1e12

    /// A spring from its natural angular frequency and damping ratio; invalid values make it instant
    /// (see `maximumAngularFrequency` and `maximumDampingRatio` for the ranges simulated).
    public init(angularFrequency: Double, dampingRatio: Double, mass: Double = 1) {
        if angularFrequency > 0, angularFrequency <= Spring.maximumAngularFrequency, dampingRatio >= 0,
           dampingRatio.isFinite, mass > 0, mass.isFinite {
            self.angularFrequency = angularFrequency
            self.dampingRatio = min(dampingRatio, Spring.maximumDampingRatio)
            self.mass = mass
        } else {
            self.angularFrequency = .infinity
            self.dampingRatio = dampingRatio.isFinite && dampingRatio >= 0 ? min(dampingRatio, Spring.maximumDampingRatio) : 1
            self.mass = mass.isFinite && mass > 0 ? mass : 1
        }
    }

    /// A spring that completes in about `duration` seconds with the given `bounce`, SwiftUI's
    /// perceptual parameters: response = `duration`; damping ratio = 1 - `bounce` for a bounce of 0
    /// or more, 1 / (1 + `bounce`) for a negative bounce (overdamped). `bounce` 1 never settles.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// A spring with SwiftUI's `response` (the period of the undamped spring, in seconds) and damping
    /// ratio: stiffness (2π / response)², damping 4π·ratio / response, mass 1. A response of 0 is an
    /// instant spring.
    public init(response: Double, dampingRatio: Double) {
        self.init(angularFrequency: response == 0 ? .infinity : 2 * .pi / response, dampingRatio: dampingRatio)
    }

    /// A spring from its physical constants. As in SwiftUI, unless `allowOverDamping` is true a
    /// damping above critical is treated as critical.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let omega = (stiffness / mass).squareRoot()
        var zeta = damping / (2 * (stiffness * mass).squareRoot())
        if !allowOverDamping, zeta > 1 { zeta = 1 }
        if stiffness.isFinite, stiffness > 0, mass.isFinite, mass > 0, damping.isFinite, damping >= 0 {
            self.init(angularFrequency: omega, dampingRatio: zeta, mass: mass)
        } else {
            self.init(angularFrequency: .infinity, dampingRatio: 1, mass: 1)
        }
    }

    /// A spring with the given damping ratio that settles (to within `epsilon` of the distance, from
    /// rest) in about `settlingDuration` seconds, as SwiftUI's initialiser of the same name.
    ///
    /// The displacement part of the settling time scales exactly as 1/ω₀, but the velocity part
    /// does not, and the settling time of a bouncy spring jumps when a peak crosses the threshold;
    /// so the frequency is found by bisection, giving the exact duration where one exists and the
    /// nearest one reachable otherwise.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        func settle(_ omega: Double) -> Double {
            Spring(angularFrequency: omega, dampingRatio: dampingRatio).settlingDuration(target: 1, initialVelocity: 0, epsilon: epsilon)
        }
        guard settlingDuration > 0, settlingDuration.isFinite, dampingRatio > 0, dampingRatio.isFinite,
              epsilon > 0, epsilon < 1 else {
            self.init(angularFrequency: .infinity, dampingRatio: dampingRatio)
            return
        }
        // Bracket in log-frequency: settling time falls as the frequency rises.
        let guess = settle(1) / settlingDuration
        var lo = guess / 4, hi = guess * 4
        while settle(lo) < settlingDuration, lo > 1e-9 { lo /= 4 }
        while settle(hi) > settlingDuration, hi < 1e9 { hi *= 4 }
        for _ in 0..<100 {
            let mid = (lo * hi).squareRoot()
            if settle(mid) > settlingDuration { lo = mid } else { hi = mid }
        }
        let best = abs(settle(lo) - settlingDuration) < abs(settle(hi) - settlingDuration) ? lo : hi
        self.init(angularFrequency: best, dampingRatio: dampingRatio)
    }

    // MARK: Validating initialisers (for parsers)

    /// `init(response:dampingRatio:)`, or an error when `response` or `dampingRatio` is negative or
    /// not finite. The error names the SwiftUI argument label given in `labels`.
    public init(validatingResponse response: Double, dampingRatio: Double,
                labels: (response: String, dampingRatio: String) = ("response", "dampingFraction")) throws(AnimationError) {
        try AnimationError.requireAtLeast(0, response, labels.response)
        try AnimationError.requireAtLeast(0, dampingRatio, labels.dampingRatio)
        self.init(response: response, dampingRatio: dampingRatio)
    }

    /// `init(duration:bounce:)`, or an error when `duration` is negative or `bounce` is outside
    /// -1 (exclusive) ... 1.
    public init(validatingDuration duration: Double, bounce: Double) throws(AnimationError) {
        try AnimationError.requireAtLeast(0, duration, "duration")
        try AnimationError.requireFinite(bounce, "bounce")
        guard bounce > -1, bounce <= 1 else {
            throw AnimationError(parameter: "bounce", message: "must be greater than -1 and at most 1, got \(AnimationError.format(bounce))")
        }
        self.init(duration: duration, bounce: bounce)
    }

    /// `init(mass:stiffness:damping:allowOverDamping:)`, or an error when the mass or stiffness is
    /// not positive or the damping is negative.
    public init(validatingMass mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool = false) throws(AnimationError) {
        try AnimationError.requireAbove(0, mass, "mass")
        try AnimationError.requireAbove(0, stiffness, "stiffness")
        try AnimationError.requireAtLeast(0, damping, "damping")
        self.init(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
    }

    /// The damping ratio SwiftUI gives a `bounce`: 1 - bounce, or 1 / (1 + bounce) when negative.
    public static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    // MARK: SwiftUI's derived parameters

    /// Whether the spring reaches its target at once (response 0 or invalid parameters).
    public var isInstant: Bool { angularFrequency.isInfinite }
    /// The period of the undamped spring, 2π / ω₀, in seconds.
    public var response: Double { isInstant ? 0 : 2 * .pi / angularFrequency }
    /// SwiftUI's perceptual duration, which equals the response.
    public var duration: Double { response }
    /// SwiftUI's bounce: 1 - ζ for ζ ≤ 1, 1/ζ - 1 above.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// The stiffness k = m·ω₀².
    public var stiffness: Double { mass * angularFrequency * angularFrequency }
    /// The damping coefficient c = 2ζ·m·ω₀.
    public var damping: Double { 2 * dampingRatio * mass * angularFrequency }

    /// SwiftUI's `.smooth` spring: duration 0.5, bounce 0.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy` spring: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy` spring: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    // MARK: Motion

    /// The value of a spring animating from 0 toward `target`, starting with `initialVelocity`,
    /// `time` seconds after it started.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let basis = self.basis(at: time)
        // Displacement from the target: x0 = -target.
        return target - target.scaled(by: basis.a) + initialVelocity.scaled(by: basis.b)
    }

    /// The velocity of the same motion at `time`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let basis = self.basis(at: time)
        return initialVelocity.scaled(by: basis.db) - target.scaled(by: basis.da)
    }

    /// The motion of a unit displacement and of a unit velocity at `time`: the displacement from
    /// the target is x₀·a + v₀·b and its velocity x₀·da + v₀·db. Every spring in Reel is evaluated
    /// through these four numbers, which is what makes retargeting linear and cheap.
    @usableFromInline
    func basis(at time: Double) -> (a: Double, da: Double, b: Double, db: Double) {
        if isInstant || time.isInfinite { return (0, 0, 0, 0) }
        let t = max(time, 0)
        let w = angularFrequency, z = dampingRatio
        if z < 1 {
            let lambda = z * w
            let wd = w * (1 - z * z).squareRoot()
            let e = exp(-lambda * t)
            let c = cos(wd * t)
            let sOverWd = sin(wd * t) / wd
            return (e * (c + lambda * sOverWd), -e * w * w * sOverWd,
                    e * sOverWd, e * (c - lambda * sOverWd))
        } else if z == 1 {
            let e = exp(-w * t)
            return ((1 + w * t) * e, -w * w * t * e, t * e, (1 - w * t) * e)
        } else {
            // Roots r1 (slow) and r2 (fast), r1·r2 = ω₀², computed without cancellation; expm1
            // keeps the near-critical case accurate.
            let root = z * (1 - 1 / (z * z)).squareRoot()
            let r1 = -w / (z + root), r2 = -w * (z + root)
            let delta = r2 - r1
            let e1 = exp(r1 * t)
            let g = expm1(delta * t) / delta   // (e^{δt} - 1) / δ
            return (e1 * (1 - r1 * g), -r1 * r2 * e1 * g, e1 * g, e1 * (1 + r2 * g))
        }
    }
}
