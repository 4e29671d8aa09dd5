import Foundation

/// The outline of a 2D shape: a sequence of subpaths made of lines and Bézier curves.
///
/// Arcs, rectangles, rounded rectangles and ellipses are converted to these elements when added,
/// as CoreGraphics and SwiftUI do, so every consumer (drawing, measuring, hit testing, morphing)
/// deals with four kinds of segment only.
public struct Path: Hashable, Sendable {
    /// One element of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's first point, closing it.
        case closeSubpath
    }

    /// The elements, in drawing order.
    public private(set) var elements: [Element] = []
    /// The start of the current subpath (where `closeSubpath` returns to).
    private var subpathStart: CGPoint?
    /// The point the next element starts from.
    public private(set) var currentPoint: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built from elements.
    public init(elements: [Element]) {
        for element in elements { append(element) }
    }

    /// A path built by a closure that adds to it.
    public init(_ build: (inout Path) -> Void) {
        var path = Path()
        build(&path)
        self = path
    }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rounded rectangle with circular or continuous corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// An ellipse inscribed in the rectangle.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Adding elements

    /// Appends an element, keeping the current point and subpath start up to date.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p):
            subpathStart = p; currentPoint = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            if currentPoint == nil {
                // A drawing element with no current point starts a subpath at its own end point's
                // origin, as CoreGraphics does with an implicit move.
                elements.append(.move(to: p)); subpathStart = p; currentPoint = p
                return
            }
            currentPoint = p
        case .closeSubpath:
            guard currentPoint != nil else { return }
            currentPoint = subpathStart
        }
        elements.append(element)
    }

    /// Begins a new subpath at `point`.
    public mutating func move(to point: CGPoint) { append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { append(.line(to: point)) }
    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        append(.quadCurve(to: point, control: control))
    }
    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { append(.closeSubpath) }

    /// Adds a polyline: a move to the first point and lines through the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a closed rectangle, drawn from its origin going right first, its corners mapped by
    /// `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
        closeSubpath()
    }

    /// Adds closed rectangles, mapped by `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// Adds an ellipse inscribed in `rect`, mapped by `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        var ellipse = Path()
        ellipse.addEllipse(in: rect)
        addPath(ellipse, transform: transform)
    }

    /// Adds an ellipse inscribed in `rect` as four cubic curves, starting at its rightmost point and
    /// going clockwise on screen.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let k = Path.quarterArcHandle
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry),
                 control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy),
                 control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry),
                 control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy),
                 control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// The handle length, as a fraction of the radius, of a cubic Bézier approximating a quarter
    /// circle: 4/3 · tan(π/8).
    static let quarterArcHandle: CGFloat = 4.0 / 3.0 * tan(.pi / 8)

    /// Adds a circular arc around `center` from `startAngle` to `endAngle`.
    ///
    /// As in SwiftUI, whose coordinates are flipped (y down), `clockwise: false` sweeps with
    /// increasing angle, which turns clockwise on screen, and `clockwise: true` sweeps with
    /// decreasing angle, counter-clockwise on screen. The sweep is less than a full turn, going
    /// the asked way round from the start to the end point, except that angles a whole number of
    /// turns apart (0° to 360°, in either direction) draw the whole circle, as Core Graphics does.
    /// If the path has a current point, a line joins it to the arc's start; otherwise the arc
    /// starts a subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        addArcSegments(center: center, radii: CGSize(width: radius, height: radius), rotation: 0,
                       startAngle: startAngle.radians,
                       sweep: Path.arcSweep(from: startAngle.radians, to: endAngle.radians, decreasing: clockwise),
                       transform: transform)
    }

    /// The signed sweep of an arc from `start` to `end` radians: in (0, 2π] going up, [-2π, 0) going
    /// down (`decreasing`); 0 when the angles are equal; a whole turn when they are a whole number
    /// of turns apart (to within a billionth of a turn, so `.degrees(360)` counts) or more than a
    /// turn apart in the direction of the sweep (as a canvas's `arc` does).
    static func arcSweep(from start: Double, to end: Double, decreasing: Bool) -> Double {
        let full = 2 * Double.pi
        let delta = end - start
        guard delta.isFinite, delta != 0 else { return 0 }
        if decreasing ? delta <= -full : delta >= full { return decreasing ? -full : full }
        var sweep = delta.truncatingRemainder(dividingBy: full)
        if abs(sweep) < 1e-9 * full || full - abs(sweep) < 1e-9 * full {
            return decreasing ? -full : full
        }
        if decreasing, sweep > 0 { sweep -= full }
        if !decreasing, sweep < 0 { sweep += full }
        return sweep
    }

    /// Adds an arc of `delta` around `center` starting at `startAngle` (positive deltas increase the
    /// angle).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArcSegments(center: center, radii: CGSize(width: radius, height: radius), rotation: 0,
                       startAngle: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// Adds an arc tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End`, preceded by a straight line to the first tangent point.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0Device = currentPoint else { move(to: p1.applying(transform)); return }
        let inverse = transform.inverted()
        let p0 = p0Device.applying(inverse)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: p1.applying(transform)); return
        }
        // With θ the angle between the legs, each tangent point is r / tan(θ/2) from the corner;
        // tan(θ/2) = sin θ / (1 + cos θ) = |cross| / (l1·l2 + dot), which needs no trigonometry
        // and stays exact for right angles.
        let dot = v1.x * v2.x + v1.y * v2.y
        let dist = radius * (l1 * l2 + dot) / abs(cross)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * dist, y: p1.y + v1.y / l1 * dist)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * dist, y: p1.y + v2.y / l2 * dist)
        // The centre lies on the bisector, √(r² + dist²) from the corner (the hypotenuse of the
        // right triangle corner, tangent point, centre).
        let bis = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bis.x, bis.y)
        let cd = hypot(radius, dist)
        let c = CGPoint(x: p1.x + bis.x / bl * cd, y: p1.y + bis.y / bl * cd)
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        // The arc between the tangent points is the short way round (less than half a turn).
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep <= -.pi { sweep += 2 * .pi }
        addLine(to: t1.applying(transform))
        addArcSegments(center: c, radii: CGSize(width: radius, height: radius), rotation: 0,
                       startAngle: a0, sweep: sweep, transform: transform, connect: false, end: t2)
    }

    /// Adds an elliptical arc as cubic Bézier segments of at most a quarter turn each.
    ///
    /// Each segment uses handles of length 4/3 · tan(θ/4) of the radius for a sweep of θ, which
    /// meets the true arc at both ends and its midpoint with matching tangents. When `end` is given,
    /// the last segment ends exactly there (before `transform`) instead of at the computed end
    /// point, which can differ from it by rounding: SVG arcs use it to land on their stated end.
    mutating func addArcSegments(center: CGPoint, radii: CGSize, rotation: Double, startAngle: Double,
                                 sweep: Double, transform: CGAffineTransform = .identity, connect: Bool = true,
                                 end: CGPoint? = nil) {
        let cosR = cos(rotation), sinR = sin(rotation)
        func point(_ angle: Double) -> CGPoint {
            let x = radii.width * cos(angle), y = radii.height * sin(angle)
            return CGPoint(x: center.x + x * cosR - y * sinR, y: center.y + x * sinR + y * cosR)
        }
        func derivative(_ angle: Double) -> CGPoint {
            let x = -radii.width * sin(angle), y = radii.height * cos(angle)
            return CGPoint(x: x * cosR - y * sinR, y: x * sinR + y * cosR)
        }
        let start = point(startAngle).applying(transform)
        if connect {
            if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        }
        guard sweep != 0, sweep.isFinite else { return }
        // One cubic per quarter turn; sweeps of more than 256 turns draw with fewer, longer pieces
        // (they retrace the same ellipse anyway).
        let quarters = (abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)
        let count = max(1, quarters < 1024 ? Int(quarters) : 1024)
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = startAngle
        for index in 0..<count {
            let b = a + step
            let p0 = point(a), d0 = derivative(a), d3 = derivative(b)
            let p3 = index == count - 1 ? (end ?? point(b)) : point(b)
            let c1 = CGPoint(x: p0.x + k * d0.x, y: p0.y + k * d0.y)
            let c2 = CGPoint(x: p3.x - k * d3.x, y: p3.y - k * d3.y)
            addCurve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            a = b
        }
    }

    /// Adds every element of `path`, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements { append(element) }
    }

    // MARK: Transforming

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        return Path(elements: elements.map { $0.applying(transform) })
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Whether every coordinate in the path is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinitePoint
            case .quadCurve(let p, let c): return p.isFinitePoint && c.isFinitePoint
            case .curve(let p, let c1, let c2): return p.isFinitePoint && c1.isFinitePoint && c2.isFinitePoint
            case .closeSubpath: return true
            }
        }
    }
}

extension Path.Element {
    /// The element with every point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
