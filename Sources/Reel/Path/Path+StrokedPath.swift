import Foundation

extension Path {
    /// The area a stroke of `style` covers, as a path to fill, as SwiftUI's `strokedPath(_:)`:
    /// `path.strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round)).fill(...)` paints what
    /// `path.stroke(style:)` paints.
    ///
    /// Reel builds the outline as a union of pieces, each wound the same way, so that filling it
    /// with the non-zero rule (`fill()`'s default) covers exactly the stroke: dashes are cut first
    /// (restarting on every subpath, as Core Graphics does), curves are flattened to within 0.02 pt,
    /// and each straight piece gives a quadrilateral of the line's width; corners between the
    /// path's segments get the style's join (a mitre up to `miterLimit` times half the width, else
    /// a bevel; a round join is a circle), corners inside a flattened curve a bevel, and open ends
    /// the style's cap (a square cap extends half the width; a round cap is a circle). Core
    /// Graphics gives one outline per stroke instead; the filled area is the same, but an
    /// even-odd fill of this path shows where the pieces overlap.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        var result = Path()
        guard half > 0, half.isFinite else { return result }
        var stroker = Stroker(half: half, style: style)
        for subpath in Stroker.dashed(subpaths, style) {
            stroker.stroke(subpath)
        }
        for piece in stroker.pieces { result.addPath(piece) }
        return result
    }
}

/// Turns flattened subpaths into the pieces of a stroke's outline, each wound positively.
private struct Stroker {
    let half: CGFloat
    let style: StrokeStyle
    var pieces: [Path] = []

    init(half: CGFloat, style: StrokeStyle) {
        self.half = half
        self.style = style
    }

    /// A point of a flattened subpath, and whether it lies between two of the path's segments
    /// (where the style's join is drawn) or inside one flattened curve (a bevel).
    struct Vertex {
        var point: CGPoint
        var isCorner: Bool
    }

    /// The subpaths of `subpaths` cut into dashes, each as a new subpath (open unless the
    /// dash pattern is empty and the subpath is closed).
    static func dashed(_ subpaths: [PathSubpath], _ style: StrokeStyle) -> [PathSubpath] {
        let pattern = style.dash.filter { $0 >= 0 && $0.isFinite }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return subpaths }
        var result: [PathSubpath] = []
        for subpath in subpaths {
            let path = Path(elements: subpath.elements)
            let measure = PathMeasure(path)
            let length = measure.length
            // Where the pattern starts: `dashPhase` into it.
            var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            var index = 0
            while phase >= pattern[index] {
                phase -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var distance: CGFloat = -phase
            var guardCount = 0
            while distance < length, guardCount < 100_000 {
                guardCount += 1
                let end = distance + pattern[index]
                if index % 2 == 0 {
                    let from = max(0, distance), to = min(length, end)
                    if to > from {
                        result += measure.trimmedPath(fromDistance: from, toDistance: to).subpaths
                    } else if to == from, pattern[index] == 0, style.lineCap != .butt {
                        // A zero-length dash draws its caps (a dot).
                        if let point = measure.point(atDistance: from) {
                            result.append(PathSubpath(start: point, segments: [.line(point, point)], isClosed: false))
                        }
                    }
                }
                distance = end
                index = (index + 1) % pattern.count
            }
        }
        return result
    }

    /// Adds the pieces of one subpath's stroke.
    mutating func stroke(_ subpath: PathSubpath) {
        var vertices: [Vertex] = [Vertex(point: subpath.start, isCorner: true)]
        for segment in subpath.segments {
            let steps = segment.flatteningSteps(tolerance: 0.02)
            for step in 1...steps {
                let point = step == steps ? segment.end : segment.point(at: CGFloat(step) / CGFloat(steps))
                if let last = vertices.last, BezierSegment.norm(point - last.point) < 1e-9 { continue }
                vertices.append(Vertex(point: point, isCorner: step == steps))
            }
        }
        if subpath.isClosed, vertices.count > 1, BezierSegment.norm(vertices[0].point - vertices[vertices.count - 1].point) < 1e-9 {
            vertices.removeLast()
        }
        guard vertices.count > 1 else {
            // A subpath of no length: its caps alone, as Core Graphics draws a dot.
            dot(at: vertices[0].point, closed: subpath.isClosed)
            return
        }
        let count = vertices.count
        let edges = subpath.isClosed ? count : count - 1
        for i in 0..<edges {
            let a = vertices[i].point, b = vertices[(i + 1) % count].point
            let n = normal(a, b)
            polygon([a + n, b + n, b - n, a - n])
        }
        // Joins: every vertex between two edges.
        let joined = subpath.isClosed ? Array(0..<count) : Array(1..<(count - 1))
        for i in joined {
            let previous = vertices[(i - 1 + count) % count].point, vertex = vertices[i], next = vertices[(i + 1) % count].point
            join(previous, vertex.point, next, style: vertex.isCorner ? style.lineJoin : .bevel)
        }
        if !subpath.isClosed {
            cap(at: vertices[0].point, direction: unit(vertices[0].point - vertices[1].point))
            cap(at: vertices[count - 1].point, direction: unit(vertices[count - 1].point - vertices[count - 2].point))
        }
    }

    /// The caps of a subpath without length at `point`: a circle for round caps, a square for
    /// square caps (along the x axis), nothing for butt caps.
    mutating func dot(at point: CGPoint, closed: Bool) {
        switch style.lineCap {
        case .butt: break
        case .round: circle(at: point)
        case .square:
            polygon([CGPoint(x: point.x - half, y: point.y - half), CGPoint(x: point.x + half, y: point.y - half),
                     CGPoint(x: point.x + half, y: point.y + half), CGPoint(x: point.x - half, y: point.y + half)])
        }
    }

    /// The cap at the end `point` of a line leaving in `direction` (a unit vector outwards).
    mutating func cap(at point: CGPoint, direction: CGPoint) {
        let n = CGPoint(x: -direction.y * half, y: direction.x * half)
        switch style.lineCap {
        case .butt: break
        case .round: circle(at: point)
        case .square:
            let out = direction * half
            polygon([point + n, point + n + out, point - n + out, point - n])
        }
    }

    /// The join at `vertex` between the edges from `previous` and to `next`.
    mutating func join(_ previous: CGPoint, _ vertex: CGPoint, _ next: CGPoint, style join: CGLineJoin) {
        let d1 = unit(vertex - previous), d2 = unit(next - vertex)
        let cross = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        guard abs(cross) > 1e-12 || dot < 0 else { return }   // straight on: nothing to fill
        if join == .round {
            circle(at: vertex)
            return
        }
        // The outer side is the one the path turns away from.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n1 = CGPoint(x: -d1.y * half * side, y: d1.x * half * side)
        let n2 = CGPoint(x: -d2.y * half * side, y: d2.x * half * side)
        let a = vertex + n1, b = vertex + n2
        if join == .miter {
            // The mitre's length over the line's width is 1 / sin(θ / 2), θ the angle between the edges.
            let cosTheta = -dot
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 1e-9, 1 / sinHalf <= style.miterLimit {
                // The tip: where the two outer edges meet.
                let bisector = unit(n1 + n2)
                let tip = vertex + bisector * (half / sinHalf)
                polygon([vertex, a, tip, b])
                return
            }
        }
        polygon([vertex, a, b])
    }

    /// The normal of the edge `a`→`b`, half the width long.
    func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let d = unit(b - a)
        return CGPoint(x: -d.y * half, y: d.x * half)
    }

    func unit(_ v: CGPoint) -> CGPoint {
        let length = BezierSegment.norm(v)
        return length > 0 ? v * (1 / length) : CGPoint(x: 1, y: 0)
    }

    /// Adds a closed polygon, wound positively (reversed when its signed area is negative).
    mutating func polygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        guard area != 0, area.isFinite else { return }
        let ordered = area > 0 ? points : points.reversed()
        var path = Path()
        path.move(to: ordered[0])
        for point in ordered.dropFirst() { path.addLine(to: point) }
        path.closeSubpath()
        pieces.append(path)
    }

    /// Adds a circle of half the width around `center`, wound positively: four cubic quarters
    /// through (r, 0), (0, r), (−r, 0), (0, −r).
    mutating func circle(at center: CGPoint) {
        let r = half, k = r * 0.5522847498307936
        var path = Path()
        path.move(to: CGPoint(x: center.x + r, y: center.y))
        path.addCurve(to: CGPoint(x: center.x, y: center.y + r), control1: CGPoint(x: center.x + r, y: center.y + k),
                      control2: CGPoint(x: center.x + k, y: center.y + r))
        path.addCurve(to: CGPoint(x: center.x - r, y: center.y), control1: CGPoint(x: center.x - k, y: center.y + r),
                      control2: CGPoint(x: center.x - r, y: center.y + k))
        path.addCurve(to: CGPoint(x: center.x, y: center.y - r), control1: CGPoint(x: center.x - r, y: center.y - k),
                      control2: CGPoint(x: center.x - k, y: center.y - r))
        path.addCurve(to: CGPoint(x: center.x + r, y: center.y), control1: CGPoint(x: center.x + k, y: center.y - r),
                      control2: CGPoint(x: center.x + r, y: center.y - k))
        path.closeSubpath()
        pieces.append(path)
    }
}
