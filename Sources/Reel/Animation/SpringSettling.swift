import Foundation

extension Spring {
    /// How long the spring takes to come to rest from rest at a distance of 1: SwiftUI's
    /// `settlingDuration` (target 1, initial velocity 0, epsilon 0.001). Infinite for an undamped
    /// spring.
    public var settlingDuration: Double {
        settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001)
    }

    /// The first time after which the spring, moving a distance `target` starting with
    /// `initialVelocity`, stays at rest: its displacement from the target and its velocity both
    /// within `epsilon` times the distance (within `epsilon` absolutely when `target` is 0).
    ///
    /// The time is exact, not estimated from an envelope: between consecutive zeros of a damped
    /// motion and of its derivative the magnitude is monotonic, so Reel finds the last of those
    /// intervals where the threshold is crossed, in closed form, and bisects inside it.
    public func settlingDuration(target: Double, initialVelocity: Double, epsilon: Double = 0.001) -> Double {
        if isInstant { return 0 }
        let scale = target == 0 ? 1 : abs(target)
        let x0 = -target / scale, v0 = initialVelocity / scale
        let forms = decayForms(x0: x0, v0: v0)
        return max(forms.displacement.lastExceedance(of: epsilon), forms.velocity.lastExceedance(of: epsilon))
    }

    /// The time after which a motion started by this spring is negligible: both the displacement and
    /// the velocity bases stay within 1e-7 of their scale, so a running animation can be dropped
    /// without a visible step. (SwiftUI's 0.001 threshold would leave a step of 0.1% of the move.)
    var retirementTime: Double {
        if isInstant { return 0 }
        let epsilon = 1e-7, w = angularFrequency
        // Displacement 1 from rest, and velocity ω₀ from the target (both of scale 1).
        let unitDisplacement = decayForms(x0: 1, v0: 0), unitVelocity = decayForms(x0: 0, v0: w)
        return max(unitDisplacement.displacement.lastExceedance(of: epsilon),
                   unitDisplacement.velocity.scaled(by: 1 / w).lastExceedance(of: epsilon),
                   unitVelocity.displacement.lastExceedance(of: epsilon),
                   unitVelocity.velocity.scaled(by: 1 / w).lastExceedance(of: epsilon))
    }

    /// The displacement and the velocity of the motion from displacement `x0` with velocity `v0`,
    /// each as a decaying function of time.
    func decayForms(x0: Double, v0: Double) -> (displacement: DecayForm, velocity: DecayForm) {
        let w = angularFrequency, z = dampingRatio
        if z < 1 {
            let lambda = z * w, wd = w * (1 - z * z).squareRoot()
            return (.oscillating(p: x0, q: (x0 * lambda + v0) / wd, lambda: lambda, omega: wd),
                    .oscillating(p: v0, q: -(x0 * w * w + v0 * lambda) / wd, lambda: lambda, omega: wd))
        } else if z == 1 {
            let b = v0 + w * x0
            return (.critical(a: x0, b: b, omega: w), .critical(a: v0, b: -w * b, omega: w))
        } else {
            let root = z * (1 - 1 / (z * z)).squareRoot()
            let r1 = -w / (z + root), r2 = -w * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return (.exponentials(c1: c1, r1: r1, c2: c2, r2: r2),
                    .exponentials(c1: c1 * r1, r1: r1, c2: c2 * r2, r2: r2))
        }
    }
}

/// A function of time that decays to zero the way a damped spring's motion does, with what is
/// needed to find the last time its magnitude exceeds a threshold.
enum DecayForm {
    /// e^(-λt)·(p·cos ωt + q·sin ωt), ω > 0.
    case oscillating(p: Double, q: Double, lambda: Double, omega: Double)
    /// (a + b·t)·e^(-ωt).
    case critical(a: Double, b: Double, omega: Double)
    /// c1·e^(r1·t) + c2·e^(r2·t), with r1 ≠ r2 both negative.
    case exponentials(c1: Double, r1: Double, c2: Double, r2: Double)

    /// The value at `t`.
    func value(at t: Double) -> Double {
        switch self {
        case .oscillating(let p, let q, let lambda, let omega):
            return exp(-lambda * t) * (p * cos(omega * t) + q * sin(omega * t))
        case .critical(let a, let b, let omega):
            return (a + b * t) * exp(-omega * t)
        case .exponentials(let c1, let r1, let c2, let r2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The same function multiplied by `k`.
    func scaled(by k: Double) -> DecayForm {
        switch self {
        case .oscillating(let p, let q, let lambda, let omega): return .oscillating(p: p * k, q: q * k, lambda: lambda, omega: omega)
        case .critical(let a, let b, let omega): return .critical(a: a * k, b: b * k, omega: omega)
        case .exponentials(let c1, let r1, let c2, let r2): return .exponentials(c1: c1 * k, r1: r1, c2: c2 * k, r2: r2)
        }
    }

    /// The last time t ≥ 0 at which |f(t)| > `epsilon` (more precisely the supremum of those times),
    /// or 0 if there is none; infinite if the magnitude never decays below `epsilon`.
    func lastExceedance(of epsilon: Double) -> Double {
        let f = { (t: Double) in abs(self.value(at: t)) }
        switch self {
        case .oscillating(let p, let q, let lambda, let omega):
            // f = R·e^(-λt)·cos(ωt - φ). Its extrema (zeros of f') are at ωt = φ - ψ + kπ with
            // magnitude R·cos ψ·e^(-λt), a decreasing sequence; its zeros at ωt = φ + π/2 + kπ.
            let r = (p * p + q * q).squareRoot()
            if r <= epsilon { return 0 }
            let phi = atan2(q, p), psi = atan2(lambda, omega)
            let peak = r * cos(psi)
            if lambda == 0 { return peak > epsilon ? .infinity : DecayForm.firstInterval(f, epsilon, omega, phi, psi) }
            let extremum = { (k: Double) in (phi - psi + k * .pi) / omega }
            if peak > epsilon {
                // The last extremum above epsilon, found in closed form and checked numerically.
                let tStar = log(peak / epsilon) / lambda
                var k = ((omega * tStar - (phi - psi)) / .pi).rounded(.down)
                // Beyond 2^50 oscillations the extrema cannot be told apart in floating point: the
                // envelope's crossing is as exact as the answer can be.
                guard k.isFinite, abs(k) < 0x1p50 else { return tStar.isFinite ? tStar : .infinity }
                for _ in 0..<64 where f(extremum(k + 1)) > epsilon { k += 1 }
                for _ in 0..<64 where extremum(k) > 0 && !(f(extremum(k)) > epsilon) { k -= 1 }
                let te = extremum(k)
                if te > 0, f(te) > epsilon {
                    return DecayForm.bisect(f, epsilon, te, te + (.pi / 2 + psi) / omega)
                }
            }
            return DecayForm.firstInterval(f, epsilon, omega, phi, psi)
        case .critical(let a, let b, let omega):
            var points: [Double] = []
            if b != 0 { points += [-a / b, 1 / omega - a / b] }
            return DecayForm.scan(f, epsilon, breakpoints: points)
        case .exponentials(let c1, let r1, let c2, let r2):
            var points: [Double] = []
            if c1 != 0, r1 != 0 {
                let zero = -c2 / c1, extremum = -(c2 * r2) / (c1 * r1)
                if zero > 0 { points.append(log(zero) / (r1 - r2)) }
                if extremum > 0 { points.append(log(extremum) / (r1 - r2)) }
            }
            return DecayForm.scan(f, epsilon, breakpoints: points)
        }
    }

    /// For an oscillation whose extrema after 0 all stay within epsilon: the crossing, if any, lies
    /// between 0 and the first zero or extremum.
    private static func firstInterval(_ f: (Double) -> Double, _ epsilon: Double, _ omega: Double,
                                      _ phi: Double, _ psi: Double) -> Double {
        guard f(0) > epsilon else { return 0 }
        func firstPositive(_ offset: Double) -> Double {
            var t = offset / omega
            let period = Double.pi / omega
            t -= (t / period).rounded(.down) * period
            if t <= 0 { t += period }
            return t
        }
        let end = min(firstPositive(phi - psi), firstPositive(phi + .pi / 2))
        return bisect(f, epsilon, 0, end)
    }

    /// The crossing for a magnitude monotonic between `breakpoints` (and decreasing after the last).
    private static func scan(_ f: (Double) -> Double, _ epsilon: Double, breakpoints: [Double]) -> Double {
        let points = [0] + breakpoints.filter { $0 > 0 && $0.isFinite }.sorted()
        let last = points[points.count - 1]
        if f(last) > epsilon {
            var step = max(last, 1e-3), hi = last + step
            var guardCount = 0
            while f(hi) > epsilon, guardCount < 200 { step *= 2; hi = last + step; guardCount += 1 }
            if f(hi) > epsilon { return .infinity }
            return bisect(f, epsilon, last, hi)
        }
        for i in stride(from: points.count - 2, through: 0, by: -1) where f(points[i]) > epsilon {
            return bisect(f, epsilon, points[i], points[i + 1])
        }
        return 0
    }

    /// The time in [lo, hi] where a magnitude, above epsilon at `lo` and not above at `hi`, crosses it.
    private static func bisect(_ f: (Double) -> Double, _ epsilon: Double, _ lo: Double, _ hi: Double) -> Double {
        var lo = lo, hi = hi
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if f(mid) > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
