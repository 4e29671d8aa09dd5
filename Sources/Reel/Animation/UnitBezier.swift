import Foundation

/// A cubic Bézier timing function from (0, 0) to (1, 1), as CSS `cubic-bezier()` and SwiftUI's
/// `timingCurve` define it.
///
/// The curve is parametric: for a fraction of the duration `x`, the solver finds the parameter `s`
/// with x(s) = `x` (Newton's method with a bisection fallback, as WebKit's `UnitBezier` does), then
/// the progress is y(s). The x control points must lie in 0...1 so that x(s) is monotonic and each
/// fraction of the duration has exactly one progress; the y control points may leave 0...1, which is
/// how curves overshoot.
public struct UnitBezier: Hashable, Sendable {
    /// The first control point.
    public let c0: (x: Double, y: Double)
    /// The second control point.
    public let c1: (x: Double, y: Double)

    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, and the same for y.
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double

    /// The accuracy, in x, to which `solve(x:)` inverts x(s). Far tighter than the 1e-7 that
    /// SEMANTICS asks for, so that the progress is accurate to 1e-7 even where the curve is steep.
    public static let epsilon = 1e-12

    /// A curve with control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
    ///
    /// This initialiser never fails: x coordinates outside 0...1 are clamped into it, and a NaN
    /// coordinate is replaced by the matching coordinate of the linear curve's control points
    /// (0 for the first point, 1 for the second). Use `init(validating:_:_:_:)` to reject them instead.
    public init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        func clean(_ v: Double, _ fallback: Double, clamp: Bool) -> Double {
            if v.isNaN { return fallback }
            if clamp { return min(max(v, 0), 1) }
            return v.isFinite ? v : fallback
        }
        self.init(unchecked: clean(c0x, 0, clamp: true), clean(c0y, 0, clamp: false),
                  clean(c1x, 1, clamp: true), clean(c1y, 1, clamp: false))
    }

    /// A curve with control points (`c0x`, `c0y`) and (`c1x`, `c1y`), or an error naming the first
    /// coordinate that is not finite or, for the x coordinates, not in 0...1.
    public init(validating c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) throws(AnimationError) {
        try AnimationError.requireIn(0...1, c0x, "c0x")
        try AnimationError.requireFinite(c0y, "c0y")
        try AnimationError.requireIn(0...1, c1x, "c1x")
        try AnimationError.requireFinite(c1y, "c1y")
        self.init(unchecked: c0x, c0y, c1x, c1y)
    }

    private init(unchecked c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        c0 = (c0x, c0y)
        c1 = (c1x, c1y)
        cx = 3 * c0x
        bx = 3 * (c1x - c0x) - cx
        ax = 1 - cx - bx
        cy = 3 * c0y
        by = 3 * (c1y - c0y) - cy
        ay = 1 - cy - by
    }

    /// x(s).
    @inlinable
    public func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    /// y(s).
    @inlinable
    public func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    /// dx/ds at s.
    @inlinable
    public func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    /// dy/ds at s.
    @inlinable
    public func derivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The parameter s in 0...1 with x(s) = `x`, to within `epsilon`; `x` is clamped to 0...1.
    ///
    /// Newton's method from s = x converges in a few steps where the curve is not flat in x; where
    /// the derivative vanishes (control points on the x = 0 or x = 1 edges) it falls back to
    /// bisection, which always converges because x(s) is monotonic for x control points in 0...1.
    @inlinable
    public func solve(x: Double, epsilon: Double = UnitBezier.epsilon) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < epsilon { return s }
            let d = derivativeX(s)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var lo = 0.0, hi = 1.0
        s = min(max(s, 0), 1)
        if !(s > lo && s < hi) { s = x }
        for _ in 0..<200 {
            let value = sampleX(s)
            if abs(value - x) < epsilon { return s }
            if x > value { lo = s } else { hi = s }
            let mid = (hi - lo) * 0.5 + lo
            if mid == s { return s }
            s = mid
        }
        return s
    }

    /// The progress at fraction `x` of the duration.
    @inlinable
    public func value(at x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        return sampleY(solve(x: x))
    }

    /// d(progress)/d(fraction) at fraction `x`: y'(s) / x'(s), with the limit taken by l'Hôpital's
    /// rule where x'(s) vanishes (a control point on an edge). It is infinite where the curve has a
    /// vertical tangent.
    @inlinable
    public func velocity(at x: Double) -> Double {
        let s = solve(x: min(max(x, 0), 1))
        return slope(atParameter: s)
    }

    /// dy/dx at parameter `s`.
    @inlinable
    public func slope(atParameter s: Double) -> Double {
        let dx = derivativeX(s), dy = derivativeY(s)
        if abs(dx) >= 1e-10 { return dy / dx }
        // x'(s) = 0: a vertical tangent if y'(s) is not zero, else the ratio of the next derivatives.
        if abs(dy) >= 1e-8 { return dy.sign == .minus ? -.infinity : .infinity }
        let ddx = 6 * ax * s + 2 * bx, ddy = 6 * ay * s + 2 * by
        if abs(ddx) > 1e-12 { return ddy / ddx }
        if ax != 0 { return ay / ax }
        return 1
    }

    /// Equal when the control points are equal.
    public static func == (lhs: UnitBezier, rhs: UnitBezier) -> Bool {
        lhs.c0 == rhs.c0 && lhs.c1 == rhs.c1
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(c0.x); hasher.combine(c0.y); hasher.combine(c1.x); hasher.combine(c1.y)
    }
}
