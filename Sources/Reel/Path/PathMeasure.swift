import Foundation

/// Arc-length measurements of a path, computed once and queried many times: its length, the point
/// and direction at a distance along it, and the part between two distances.
///
/// Distances run along the subpaths in order, as a stroke draws them: a closed subpath includes its
/// closing segment, an open one does not, and moving between subpaths adds nothing. Each curve is
/// flattened adaptively into pieces no farther than 0.05 pt from it (Wang's formula, and at least
/// eight pieces), and each piece's length is then integrated by 5-point Gauss–Legendre quadrature
/// of the curve's speed rather than taken from its chord: lengths are good to about 1e-14
/// relative on smooth curves (1e-9 near a cusp) instead of carrying the polyline's shortfall,
/// which for small curves would be percent-sized. Finding the parameter at a distance solves the same integral by safeguarded
/// Newton iteration, and trimmed pieces are cut from the original curves by de Casteljau
/// subdivision, so they are curves, not polylines.
///
/// Build one when asking several questions of the same path; `Path.length`,
/// `Path.trimmedPath(from:to:)` and `Path.point(atFraction:)` build one each time.
public struct PathMeasure: Sendable {
    /// A segment with its place along the path and, for curves, the cumulative length at each
    /// flattening step.
    struct MeasuredSegment: Sendable {
        var segment: BezierSegment
        var startDistance: CGFloat
        var endDistance: CGFloat
        /// For curves, the length from the start to parameter i/n at index i (n + 1 entries,
        /// the first 0); empty for lines.
        var steps: [CGFloat]
        var length: CGFloat { endDistance - startDistance }
    }

    /// A subpath: its start, whether it is closed, and which segments belong to it.
    struct MeasuredSubpath: Sendable {
        var subpath: PathSubpath
        var segmentRange: Range<Int>
        var startDistance: CGFloat
        var endDistance: CGFloat
    }

    let segments: [MeasuredSegment]
    let subpaths: [MeasuredSubpath]

    /// The total arc length of the path in points.
    public let length: CGFloat

    /// Measures `path`.
    public init(_ path: Path) {
        var segments: [MeasuredSegment] = []
        var subpaths: [MeasuredSubpath] = []
        var distance: CGFloat = 0
        for subpath in path.subpaths {
            let first = segments.count
            let subpathStart = distance
            for segment in subpath.segments {
                let steps = PathMeasure.cumulativeLengths(segment)
                let length = steps.last ?? BezierSegment.norm(segment.end - segment.start)
                let start = distance
                distance += length
                segments.append(MeasuredSegment(segment: segment, startDistance: start,
                                                endDistance: distance, steps: steps))
            }
            subpaths.append(MeasuredSubpath(subpath: subpath, segmentRange: first..<segments.count,
                                            startDistance: subpathStart, endDistance: distance))
        }
        self.segments = segments
        self.subpaths = subpaths
        self.length = distance
    }

    // MARK: Queries

    /// The point `distance` points along the path (clamped to 0...length), or nil when the path
    /// has no segments. Where one subpath ends and the next begins, the end of the earlier one.
    public func point(atDistance distance: CGFloat) -> CGPoint? {
        guard let (index, t) = location(atDistance: distance) else { return nil }
        return segments[index].segment.point(at: t)
    }

    /// The direction of travel `distance` points along the path (clamped to 0...length), as the
    /// angle of the tangent from the +x axis (clockwise on Reel's y-down screen, like `Angle`
    /// everywhere in Reel); nil when the path has no segment of positive length. Where a curve's
    /// derivative vanishes (a control point on its end point) the limiting direction is used.
    public func tangentAngle(atDistance distance: CGFloat) -> Angle? {
        guard let (index, t) = location(atDistance: distance) else { return nil }
        let segment = segments[index].segment
        guard segments[index].length > 0 else { return nil }
        let scale = segment.controlPoints.reduce(CGFloat(0)) { max($0, abs($1.x), abs($1.y)) }
        let negligible = 1e-12 * max(scale, 1)
        var direction = segment.derivative(at: t)
        if BezierSegment.norm(direction) <= negligible {
            // The first non-vanishing derivative points along (after t = 0) or against (before
            // t = 1) the direction of travel.
            direction = segment.secondDerivative(at: t) * (t < 0.5 ? 1 : -1)
        }
        if BezierSegment.norm(direction) <= negligible { direction = segment.end - segment.start }
        return Angle(radians: atan2(direction.y, direction.x))
    }

    /// The part of the path between `from` and `to` points along it (each clamped to
    /// 0...length), as curves cut from the original segments; empty when `from >= to`.
    ///
    /// Each subpath the range touches gives one subpath of the result. A closed subpath the
    /// range covers entirely is kept closed (so a stroke joins its ends); one covered in part
    /// becomes an open subpath, its closing segment a line.
    public func trimmedPath(fromDistance from: CGFloat, toDistance to: CGFloat) -> Path {
        var result = Path()
        guard !from.isNaN, !to.isNaN else { return result }
        let lower = max(0, from), upper = min(length, to)
        guard lower < upper else { return result }
        for subpath in subpaths {
            let low = max(lower, subpath.startDistance), high = min(upper, subpath.endDistance)
            guard low < high else { continue }
            if subpath.subpath.isClosed && low <= subpath.startDistance && high >= subpath.endDistance {
                for element in subpath.subpath.elements { result.append(element) }
                continue
            }
            var started = false
            for index in subpath.segmentRange {
                let measured = segments[index]
                let a = max(low, measured.startDistance), b = min(high, measured.endDistance)
                guard a < b else { continue }
                let t0 = a <= measured.startDistance ? 0 : parameter(ofSegment: index, atLength: a - measured.startDistance)
                let t1 = b >= measured.endDistance ? 1 : parameter(ofSegment: index, atLength: b - measured.startDistance)
                guard t0 < t1 else { continue }
                let piece = measured.segment.subsegment(from: t0, to: t1)
                if !started { result.move(to: piece.start); started = true }
                result.append(piece.element)
            }
        }
        return result
    }

    // MARK: Internals

    /// The segment and parameter `distance` along the path, preferring segments of positive
    /// length and, on a boundary, the earlier segment; nil when there are no segments.
    func location(atDistance distance: CGFloat) -> (Int, CGFloat)? {
        guard !segments.isEmpty else { return nil }
        let d = distance.isNaN ? 0 : min(max(distance, 0), length)
        // The first segment ending at or after d.
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].endDistance >= d { high = mid } else { low = mid + 1 }
        }
        var index = low
        while index < segments.count - 1 && segments[index].length == 0 { index += 1 }
        if segments[index].length == 0 {
            // Every segment from here on is a point: fall back to the last one with length.
            if let last = segments.lastIndex(where: { $0.length > 0 }) { return (last, 1) }
            return (0, 0)
        }
        let measured = segments[index]
        let offset = d - measured.startDistance
        if offset <= 0 { return (index, 0) }
        if offset >= measured.length { return (index, 1) }
        return (index, parameter(ofSegment: index, atLength: offset))
    }

    /// The parameter of segment `index` at which its arc length from the start is `s`
    /// (0 < s < its length).
    func parameter(ofSegment index: Int, atLength s: CGFloat) -> CGFloat {
        let measured = segments[index]
        if case .line = measured.segment { return s / measured.length }
        let steps = measured.steps
        let n = steps.count - 1
        // The flattening step holding s: steps[i] <= s <= steps[i + 1].
        var low = 0, high = n - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if steps[mid] <= s { low = mid } else { high = mid - 1 }
        }
        let i = low
        let a = CGFloat(i) / CGFloat(n), b = CGFloat(i + 1) / CGFloat(n)
        let target = s - steps[i]
        let pieceLength = steps[i + 1] - steps[i]
        guard pieceLength > 0 else { return a }
        // Newton's method on L(a, t) = target, kept inside a shrinking bracket.
        var lo = a, hi = b
        var t = a + (b - a) * min(max(target / pieceLength, 0), 1)
        for _ in 0..<32 {
            let error = PathMeasure.arcLength(measured.segment, from: a, to: t) - target
            if abs(error) <= 1e-13 * max(pieceLength, 1) { break }
            if error > 0 { hi = t } else { lo = t }
            let speed = BezierSegment.norm(measured.segment.derivative(at: t))
            var next = t - error / speed
            if !(speed > 0) || !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if next == t { break }
            t = next
        }
        return t
    }

    /// For a curve, the arc length from its start to each of its flattening steps (see
    /// `BezierSegment.flatteningSteps`, and at least `minimumSteps`); empty for a line.
    static func cumulativeLengths(_ segment: BezierSegment) -> [CGFloat] {
        if case .line = segment { return [] }
        let n = max(minimumSteps, segment.flatteningSteps(tolerance: Path.flatteningTolerance))
        var result = [CGFloat](repeating: 0, count: n + 1)
        var total: CGFloat = 0
        for i in 0..<n {
            total += arcLength(segment, from: CGFloat(i) / CGFloat(n), to: CGFloat(i + 1) / CGFloat(n))
            result[i + 1] = total
        }
        return result
    }

    /// The arc length of `segment` between parameters `a` and `b`: 5-point Gauss–Legendre
    /// quadrature of its speed, exact for polynomials of degree 9 and very accurate on the short,
    /// nearly straight pieces it is applied to.
    static func arcLength(_ segment: BezierSegment, from a: CGFloat, to b: CGFloat) -> CGFloat {
        if case .line(let p, let q) = segment { return BezierSegment.norm(q - p) * (b - a) }
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum: CGFloat = 0
        for (x, w) in gaussLegendre5 {
            sum += w * BezierSegment.norm(segment.derivative(at: mid + half * x))
        }
        return sum * half
    }

    /// The fewest pieces a curve is measured in. Small curves are flat within the tolerance in a
    /// single piece, but quadrature over a whole quarter circle is only good to about 1e-7; over
    /// eighths of it, to rounding error.
    static let minimumSteps = 8

    /// Nodes and weights of 5-point Gauss–Legendre quadrature on [−1, 1].
    private static let gaussLegendre5: [(CGFloat, CGFloat)] = [
        (0, 0.568_888_888_888_888_9),
        (-0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
        (0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
        (-0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
        (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
    ]
}

extension Path {
    /// The total arc length of the path in points: what a stroke would draw, so closed subpaths
    /// include their closing segment and open ones do not.
    public var length: CGFloat { PathMeasure(self).length }

    /// The part of the path between the fractions `from` and `to` of its total arc length, as
    /// SwiftUI's `Shape.trim(from:to:)` draws it: `Circle().trim(from: 0.25, to: 0.75)` is half the
    /// outline.
    ///
    /// Fractions are clamped to 0...1. `from >= to` gives an empty path and `0...1` the path
    /// itself. The range runs across subpaths in order; pieces of curves are cut from the curves
    /// (de Casteljau), so trimmed circles stay smooth. See `PathMeasure.trimmedPath(fromDistance:toDistance:)`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard !from.isNaN, !to.isNaN, from < to, to > 0, from < 1 else { return Path() }
        if from <= 0 && to >= 1 { return self }
        let measure = PathMeasure(self)
        return measure.trimmedPath(fromDistance: max(0, from) * measure.length,
                                   toDistance: min(1, to) * measure.length)
    }

    /// The point a fraction of the way along the path's arc length (clamped to 0...1): 0 is where
    /// it starts, 1 where its last segment ends; nil when the path has no segments.
    public func point(atFraction fraction: CGFloat) -> CGPoint? {
        let measure = PathMeasure(self)
        return measure.point(atDistance: fraction * measure.length)
    }

    /// The direction of travel a fraction of the way along the path's arc length (clamped to
    /// 0...1), as the tangent's angle from the +x axis: what rotates an object to follow the path.
    /// Nil when the path has no segment of positive length.
    public func tangentAngle(atFraction fraction: CGFloat) -> Angle? {
        let measure = PathMeasure(self)
        return measure.tangentAngle(atDistance: fraction * measure.length)
    }
}
