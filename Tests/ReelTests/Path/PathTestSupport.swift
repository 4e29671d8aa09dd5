import Foundation
@testable import Reel

/// Helpers shared by the Path tests.
enum PathTestSupport {
    /// Whether two numbers differ by at most `tolerance`.
    static func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Whether two points are at most `tolerance` apart.
    static func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat) -> Bool {
        hypot(a.x - b.x, a.y - b.y) <= tolerance
    }

    /// Whether every edge of two rectangles is at most `tolerance` apart.
    static func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat) -> Bool {
        near(a.minX, b.minX, tolerance) && near(a.minY, b.minY, tolerance)
            && near(a.maxX, b.maxX, tolerance) && near(a.maxY, b.maxY, tolerance)
    }

    /// The drawing segments of a path with their start points.
    static func segments(_ path: Path) -> [BezierSegment] {
        path.subpaths.flatMap { $0.isClosed ? Array($0.segments.dropLast()) : $0.segments }
    }

    /// Every coordinate of the path's elements, in order.
    static func coordinates(_ path: Path) -> [CGFloat] {
        path.elements.flatMap { element -> [CGFloat] in
            switch element {
            case .move(let p), .line(let p): return [p.x, p.y]
            case .quadCurve(let p, let c): return [c.x, c.y, p.x, p.y]
            case .curve(let p, let c1, let c2): return [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .closeSubpath: return []
            }
        }
    }

    /// A deterministic pseudo-random generator (SplitMix64) for test data.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        /// A uniform number in `range`.
        mutating func uniform(_ range: ClosedRange<CGFloat>) -> CGFloat {
            let unit = CGFloat(next() >> 11) / CGFloat(1 << 53)
            return range.lowerBound + (range.upperBound - range.lowerBound) * unit
        }
    }
}
