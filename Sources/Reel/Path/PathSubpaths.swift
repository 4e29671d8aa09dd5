import Foundation

/// One subpath of a path as explicit segments: what measuring, trimming and hit testing walk.
struct PathSubpath: Hashable, Sendable {
    /// Where the subpath starts.
    var start: CGPoint
    /// The drawing segments in order. When the subpath is closed the last one is the closing line
    /// back to `start`, present even when it has zero length.
    var segments: [BezierSegment]
    /// Whether the subpath ends with `closeSubpath`.
    var isClosed: Bool

    /// The elements that redraw this subpath as it was: a move, the segments, and `closeSubpath`
    /// in place of the closing line when closed.
    var elements: [Path.Element] {
        var result: [Path.Element] = [.move(to: start)]
        let drawn = isClosed ? segments.dropLast() : segments[...]
        result.append(contentsOf: drawn.map(\.element))
        if isClosed { result.append(.closeSubpath) }
        return result
    }
}

extension Path {
    /// The path's subpaths that have at least one drawing segment, in order.
    ///
    /// As in CoreGraphics, a drawing element that follows `closeSubpath` without a move starts a
    /// new subpath at the closed subpath's start. Subpaths made of a lone move are left out.
    var subpaths: [PathSubpath] {
        var result: [PathSubpath] = []
        var start = CGPoint.zero
        var current = CGPoint.zero
        var segments: [BezierSegment] = []

        func finish(closed: Bool) {
            guard !segments.isEmpty else { return }
            if closed { segments.append(.line(current, start)) }
            result.append(PathSubpath(start: start, segments: segments, isClosed: closed))
            segments.removeAll(keepingCapacity: true)
        }

        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p; current = p
            case .line(let p):
                segments.append(.line(current, p)); current = p
            case .quadCurve(let p, let c):
                segments.append(.quad(current, c, p)); current = p
            case .curve(let p, let c1, let c2):
                segments.append(.cubic(current, c1, c2, p)); current = p
            case .closeSubpath:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    /// The flattening tolerance of the path algorithms: the largest distance, in points, between a
    /// curve and the polyline that stands in for it when measuring and hit testing.
    static let flatteningTolerance: CGFloat = 0.05
}
