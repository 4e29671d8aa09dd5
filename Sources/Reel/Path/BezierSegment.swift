import Foundation

/// One drawing segment of a path with its start point made explicit: a line, a quadratic or a
/// cubic Bézier curve.
///
/// `Path.Element` leaves the start implicit (it is the previous element's end); the path
/// algorithms (bounds, measuring, trimming, hit testing) want each piece on its own, so they work
/// on these.
enum BezierSegment: Hashable, Sendable {
    /// A straight line from the first point to the second.
    case line(CGPoint, CGPoint)
    /// A quadratic curve: start, control, end.
    case quad(CGPoint, CGPoint, CGPoint)
    /// A cubic curve: start, first control, second control, end.
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    /// The point the segment starts at (parameter 0).
    var start: CGPoint {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    /// The point the segment ends at (parameter 1).
    var end: CGPoint {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// Every defining point, in order; the segment lies in their convex hull.
    var controlPoints: [CGPoint] {
        switch self {
        case .line(let a, let b): return [a, b]
        case .quad(let a, let b, let c): return [a, b, c]
        case .cubic(let a, let b, let c, let d): return [a, b, c, d]
        }
    }

    /// The path element that draws this segment from its start.
    var element: Path.Element {
        switch self {
        case .line(_, let b): return .line(to: b)
        case .quad(_, let c, let b): return .quadCurve(to: b, control: c)
        case .cubic(_, let c1, let c2, let b): return .curve(to: b, control1: c1, control2: c2)
        }
    }

    /// The point at parameter `t` in 0...1; exactly `start` at 0 and `end` at 1.
    func point(at t: CGFloat) -> CGPoint {
        switch self {
        case .line(let a, let b): return Self.lerp(a, b, t)
        case .quad(let a, let b, let c): return Self.blossom(a, b, c, t, t)
        case .cubic(let a, let b, let c, let d): return Self.blossom(a, b, c, d, t, t, t)
        }
    }

    /// The first derivative with respect to the parameter at `t`.
    func derivative(at t: CGFloat) -> CGPoint {
        let mt = 1 - t
        switch self {
        case .line(let a, let b):
            return b - a
        case .quad(let a, let b, let c):
            return ((b - a) * mt + (c - b) * t) * 2
        case .cubic(let a, let b, let c, let d):
            return ((b - a) * (mt * mt) + (c - b) * (2 * mt * t) + (d - c) * (t * t)) * 3
        }
    }

    /// The second derivative with respect to the parameter at `t`.
    func secondDerivative(at t: CGFloat) -> CGPoint {
        switch self {
        case .line:
            return .zero
        case .quad(let a, let b, let c):
            return (a - b * 2 + c) * 2
        case .cubic(let a, let b, let c, let d):
            return ((a - b * 2 + c) * (1 - t) + (b - c * 2 + d) * t) * 6
        }
    }

    /// The part of the segment between parameters `t0` and `t1` (0 ≤ t0 < t1 ≤ 1), as a segment of
    /// the same kind, computed by de Casteljau subdivision (the polar form, so both ends are exact
    /// points of the original curve and the piece is the same curve, not an approximation).
    func subsegment(from t0: CGFloat, to t1: CGFloat) -> BezierSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        switch self {
        case .line(let a, let b):
            return .line(Self.lerp(a, b, t0), Self.lerp(a, b, t1))
        case .quad(let a, let b, let c):
            return .quad(Self.blossom(a, b, c, t0, t0), Self.blossom(a, b, c, t0, t1), Self.blossom(a, b, c, t1, t1))
        case .cubic(let a, let b, let c, let d):
            return .cubic(Self.blossom(a, b, c, d, t0, t0, t0), Self.blossom(a, b, c, d, t0, t0, t1),
                          Self.blossom(a, b, c, d, t0, t1, t1), Self.blossom(a, b, c, d, t1, t1, t1))
        }
    }

    /// The parameters in the open interval (0, 1) where the segment's x or y coordinate has a
    /// turning point (a root of that coordinate's derivative). With the two ends, these are the
    /// only candidates for the segment's extreme coordinates.
    func extremaParameters() -> [CGFloat] {
        var roots: [CGFloat] = []
        switch self {
        case .line:
            break
        case .quad(let a, let b, let c):
            // d/dt = 2[(b - a) + t(a - 2b + c)]
            for (p0, p1, p2) in [(a.x, b.x, c.x), (a.y, b.y, c.y)] {
                let denominator = p0 - 2 * p1 + p2
                if denominator != 0 { roots.append((p0 - p1) / denominator) }
            }
        case .cubic(let a, let b, let c, let d):
            // d/dt = 3[A t² + B t + C] with these coefficients.
            for (p0, p1, p2, p3) in [(a.x, b.x, c.x, d.x), (a.y, b.y, c.y, d.y)] {
                let qa = -p0 + 3 * p1 - 3 * p2 + p3
                let qb = 2 * (p0 - 2 * p1 + p2)
                let qc = p1 - p0
                roots.append(contentsOf: Self.solveQuadratic(qa, qb, qc))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// How many equal parameter steps flatten the segment into a polyline no farther than
    /// `tolerance` from the curve (Wang's formula: n = √(d(d−1)/8 · M / tolerance) for degree d,
    /// where M is the largest second difference of the control points). Capped at
    /// `maximumFlatteningSteps`; 1 for lines and for non-finite coordinates.
    func flatteningSteps(tolerance: CGFloat) -> Int {
        let n: CGFloat
        switch self {
        case .line:
            return 1
        case .quad(let a, let b, let c):
            n = (0.25 * Self.norm(a - b * 2 + c) / tolerance).squareRoot()
        case .cubic(let a, let b, let c, let d):
            let m = max(Self.norm(a - b * 2 + c), Self.norm(b - c * 2 + d))
            n = (0.75 * m / tolerance).squareRoot()
        }
        guard n.isFinite else { return 1 }
        return Int(min(max(1, n.rounded(.up)), CGFloat(BezierSegment.maximumFlatteningSteps)))
    }

    /// The most steps one segment is flattened into, so that a huge curve cannot exhaust memory.
    static let maximumFlatteningSteps = 4096

    /// The change in winding number of the closed outline through this segment about `p`, counted
    /// on the horizontal ray from `p` towards +x: +1 or −1 for each upward or downward crossing
    /// of the segment flattened to within `tolerance`.
    ///
    /// A curve lying wholly to the right of `p` crosses the ray as often (with signs) as its chord,
    /// because together they bound a region `p` is outside of, so it is counted as its chord; one
    /// lying wholly above, below or to the left of `p` counts nothing.
    func winding(around p: CGPoint, tolerance: CGFloat) -> Int {
        if case .line(let a, let b) = self { return Self.edgeWinding(a, b, p) }
        let points = controlPoints
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity
        var minY = CGFloat.infinity, maxY = -CGFloat.infinity
        for q in points {
            minX = min(minX, q.x); maxX = max(maxX, q.x)
            minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        if minY > p.y || maxY <= p.y || maxX < p.x { return 0 }
        if minX > p.x { return Self.edgeWinding(start, end, p) }
        let n = flatteningSteps(tolerance: tolerance)
        var total = 0
        var previous = start
        for i in 1...n {
            let q = i == n ? end : point(at: CGFloat(i) / CGFloat(n))
            total += Self.edgeWinding(previous, q, p)
            previous = q
        }
        return total
    }

    // MARK: Helpers (static so their short names cannot clash elsewhere in the module)

    /// The crossing of the edge from `a` to `b` with the ray from `p` towards +x: +1 when the edge goes
    /// towards +y across it, −1 when towards −y, 0 otherwise. Each edge includes its lower end and
    /// excludes its upper one, so a ray through a vertex is counted once.
    static func edgeWinding(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Int {
        let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        if a.y <= p.y {
            if b.y > p.y && side > 0 { return 1 }
        } else if b.y <= p.y && side < 0 {
            return -1
        }
        return 0
    }

    /// The real roots of a·t² + b·t + c = 0, computed in the numerically stable form
    /// q = −(b + sign(b)·√(b² − 4ac)) / 2, roots q/a and c/q. A double root is reported once; no roots
    /// when the discriminant is negative or every coefficient is zero.
    static func solveQuadratic(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        if a == 0 {
            return b == 0 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        if discriminant < 0 { return [] }
        if discriminant == 0 { return [-b / (2 * a)] }
        let root = discriminant.squareRoot()
        let q = -0.5 * (b + (b < 0 ? -root : root))
        return q == 0 ? [0] : [q / a, c / q]
    }

    /// The point a fraction `t` of the way from `a` to `b`, exactly `a` at 0 and `b` at 1.
    @inline(__always)
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        let s = 1 - t
        return CGPoint(x: a.x * s + b.x * t, y: a.y * s + b.y * t)
    }

    /// The polar form (blossom) of a quadratic curve: de Casteljau's construction with parameter
    /// `u` at the first level and `v` at the second. `blossom(…, t, t)` is the point at `t`.
    @inline(__always)
    static func blossom(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ u: CGFloat, _ v: CGFloat) -> CGPoint {
        Self.lerp(Self.lerp(a, b, u), Self.lerp(b, c, u), v)
    }

    /// The polar form (blossom) of a cubic curve: de Casteljau's construction with parameters `u`,
    /// `v`, `w` at its three levels. The control points of the piece between t0 and t1 are
    /// (t0,t0,t0), (t0,t0,t1), (t0,t1,t1), (t1,t1,t1).
    @inline(__always)
    static func blossom(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint,
                        _ u: CGFloat, _ v: CGFloat, _ w: CGFloat) -> CGPoint {
        let ab = Self.lerp(a, b, u), bc = Self.lerp(b, c, u), cd = Self.lerp(c, d, u)
        return Self.lerp(Self.lerp(ab, bc, v), Self.lerp(bc, cd, v), w)
    }

    /// The Euclidean length of a vector held in a point.
    @inline(__always)
    static func norm(_ v: CGPoint) -> CGFloat { hypot(v.x, v.y) }
}
