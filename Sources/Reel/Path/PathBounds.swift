import Foundation

extension Path {
    /// The smallest rectangle holding every point the path passes through, as SwiftUI's
    /// `Path.boundingRect` and CoreGraphics' `boundingBoxOfPath`.
    ///
    /// Curves are bounded tightly: besides their end points, the points where a coordinate's
    /// derivative vanishes (solved exactly) are included, never the control points themselves, so
    /// a circle's box is exactly its enclosing square. A lone move counts as a point. An empty
    /// path gives `CGRect.null`.
    public var boundingRect: CGRect {
        var box = BoundsAccumulator()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p); current = p; start = p
            case .line(let p):
                box.add(p); current = p
            case .quadCurve(let p, let c):
                let segment = BezierSegment.quad(current, c, p)
                box.add(p)
                for t in segment.extremaParameters() { box.add(segment.point(at: t)) }
                current = p
            case .curve(let p, let c1, let c2):
                let segment = BezierSegment.cubic(current, c1, c2, p)
                box.add(p)
                for t in segment.extremaParameters() { box.add(segment.point(at: t)) }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return box.rect
    }

    /// The smallest rectangle holding every point of the path including the control points of its
    /// curves, as CoreGraphics' `CGPath.boundingBox`: cheaper than `boundingRect` and never
    /// smaller, useful as a quick conservative bound. An empty path gives `CGRect.null`.
    public var controlPointBounds: CGRect {
        var box = BoundsAccumulator()
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
            case .quadCurve(let p, let c):
                box.add(p); box.add(c)
            case .curve(let p, let c1, let c2):
                box.add(p); box.add(c1); box.add(c2)
            case .closeSubpath:
                break
            }
        }
        return box.rect
    }
}

/// The running minimum and maximum of the points added so far.
private struct BoundsAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
    var isEmpty = true

    mutating func add(_ p: CGPoint) {
        isEmpty = false
        minX = min(minX, p.x); minY = min(minY, p.y)
        maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    /// The box of the points, or `CGRect.null` when none were added.
    var rect: CGRect {
        isEmpty ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
