import Foundation

/// Where on an emitter particles are born, centred on the emitter's position, as
/// `CAEmitterLayer`'s `emitterShape` with its `emitterSize` and `emitterMode`: a point, a line, a
/// rectangle, a circle or an ellipse, over its area or along its outline.
///
/// Births are spread uniformly: over the area, or along the outline by arc length.
public struct EmitterShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case point
        case line(length: Double, angle: Double)
        case rectangle(width: Double, height: Double)
        case circle(radius: Double)
        case ellipse(width: Double, height: Double)
    }

    let kind: Kind
    /// Whether births lie on the outline only.
    public let outline: Bool

    /// Every particle is born at the emitter's position.
    public static let point = EmitterShape(kind: .point, outline: false)

    /// A line of `length` points through the position, turned by `angle` (0: horizontal).
    public static func line(length: CGFloat, angle: Angle = .zero) -> EmitterShape {
        EmitterShape(kind: .line(length: Double(length), angle: angle.radians), outline: false)
    }

    /// A rectangle centred on the position: its area, or its outline when `outline` is true.
    public static func rectangle(width: CGFloat, height: CGFloat, outline: Bool = false) -> EmitterShape {
        EmitterShape(kind: .rectangle(width: Double(width), height: Double(height)), outline: outline)
    }

    /// A circle of `radius` centred on the position: its disc, or its circumference when
    /// `outline` is true.
    public static func circle(radius: CGFloat, outline: Bool = false) -> EmitterShape {
        EmitterShape(kind: .circle(radius: Double(radius)), outline: outline)
    }

    /// An ellipse of `width` × `height` centred on the position: its area, or its outline when
    /// `outline` is true.
    public static func ellipse(width: CGFloat, height: CGFloat, outline: Bool = false) -> EmitterShape {
        EmitterShape(kind: .ellipse(width: Double(width), height: Double(height)), outline: outline)
    }

    /// The sizes the shape is given, for validation.
    var dimensions: [(String, Double)] {
        switch kind {
        case .point: return []
        case .line(let length, let angle): return [("length", length), ("angle", angle)]
        case .rectangle(let w, let h), .ellipse(let w, let h): return [("width", w), ("height", h)]
        case .circle(let r): return [("radius", r)]
        }
    }

    /// The shape with every dimension that is not a finite number ≥ 0 replaced by 0.
    var sanitized: EmitterShape {
        func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
        switch kind {
        case .point: return self
        case .line(let length, let angle):
            return EmitterShape(kind: .line(length: clean(length), angle: angle.isFinite ? angle : 0), outline: outline)
        case .rectangle(let w, let h): return EmitterShape(kind: .rectangle(width: clean(w), height: clean(h)), outline: outline)
        case .ellipse(let w, let h): return EmitterShape(kind: .ellipse(width: clean(w), height: clean(h)), outline: outline)
        case .circle(let r): return EmitterShape(kind: .circle(radius: clean(r)), outline: outline)
        }
    }

    /// The offset from the position of the birth place for the uniform numbers `u` and `v`.
    func offset(_ u: Double, _ v: Double, outlineTable: EllipseArcTable?) -> (x: Double, y: Double) {
        switch kind {
        case .point:
            return (0, 0)
        case .line(let length, let angle):
            let s = (u - 0.5) * length
            return (s * cos(angle), s * sin(angle))
        case .rectangle(let w, let h):
            guard outline else { return ((u - 0.5) * w, (v - 0.5) * h) }
            let perimeter = 2 * (w + h)
            guard perimeter > 0 else { return (0, 0) }
            var d = u * perimeter
            if d < w { return (d - w / 2, -h / 2) }
            d -= w
            if d < h { return (w / 2, d - h / 2) }
            d -= h
            if d < w { return (w / 2 - d, h / 2) }
            d -= w
            return (-w / 2, h / 2 - d)
        case .circle(let r):
            let theta = u * 2 * .pi
            let d = outline ? r : r * sqrt(v)
            return (d * cos(theta), d * sin(theta))
        case .ellipse(let w, let h):
            if outline {
                let theta = outlineTable?.angle(at: u) ?? u * 2 * .pi
                return (w / 2 * cos(theta), h / 2 * sin(theta))
            }
            // Uniform over the disc, then stretched: stretching keeps a distribution uniform.
            let r = sqrt(v)
            let theta = u * 2 * .pi
            return (w / 2 * r * cos(theta), h / 2 * r * sin(theta))
        }
    }

    /// The table that spreads births along an ellipse's outline by arc length, when the shape
    /// needs one (an ellipse outline that is not a circle).
    var outlineTable: EllipseArcTable? {
        guard outline, case .ellipse(let w, let h) = kind, w != h, w > 0 || h > 0 else { return nil }
        return EllipseArcTable(width: w, height: h)
    }
}

/// The parameter angle of an ellipse at fractions of its perimeter, from a table of arc lengths
/// at 256 evenly spaced angles, interpolated linearly.
struct EllipseArcTable {
    private var cumulative: [Double]
    private static let samples = 256

    init(width: Double, height: Double) {
        let n = EllipseArcTable.samples
        var table = [Double](repeating: 0, count: n + 1)
        var previous = (x: width / 2, y: 0.0)
        for i in 1...n {
            let theta = Double(i) / Double(n) * 2 * .pi
            let point = (x: width / 2 * cos(theta), y: height / 2 * sin(theta))
            table[i] = table[i - 1] + ((point.x - previous.x) * (point.x - previous.x) + (point.y - previous.y) * (point.y - previous.y)).squareRoot()
            previous = point
        }
        cumulative = table
    }

    /// The parameter angle at fraction `u` of the perimeter.
    func angle(at u: Double) -> Double {
        let n = EllipseArcTable.samples
        let target = u * cumulative[n]
        var lo = 0, hi = n
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if cumulative[mid] <= target { lo = mid } else { hi = mid }
        }
        let span = cumulative[hi] - cumulative[lo]
        let f = span > 0 ? (target - cumulative[lo]) / span : 0
        return (Double(lo) + f) / Double(n) * 2 * .pi
    }
}
