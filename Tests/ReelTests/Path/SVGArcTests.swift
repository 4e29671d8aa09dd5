import Foundation
import Testing
@testable import Reel

@Suite("SVG path data: elliptical arcs")
struct SVGArcTests {
    /// A rotated ellipse the arcs are cut from.
    struct Ellipse {
        var center: CGPoint
        var rx: CGFloat, ry: CGFloat
        var rotation: CGFloat // radians

        func point(_ angle: CGFloat) -> CGPoint {
            let x = rx * cos(angle), y = ry * sin(angle)
            return CGPoint(x: center.x + x * cos(rotation) - y * sin(rotation),
                           y: center.y + x * sin(rotation) + y * cos(rotation))
        }

        /// The parametric angle of the point of the ellipse nearest in angle to `p`.
        func angle(of p: CGPoint) -> CGFloat {
            let dx = p.x - center.x, dy = p.y - center.y
            let x = dx * cos(rotation) + dy * sin(rotation)
            let y = -dx * sin(rotation) + dy * cos(rotation)
            return atan2(y / ry, x / rx)
        }
    }

    static let ellipse = Ellipse(center: CGPoint(x: 50, y: 40), rx: 30, ry: 15, rotation: 30 * .pi / 180)
    static let startAngle: CGFloat = 10 * .pi / 180
    static let endAngle: CGFloat = 100 * .pi / 180

    /// The arc between the fixed end points with the given flags.
    func arc(large: Bool, sweep: Bool) throws -> Path {
        let e = Self.ellipse
        let s = e.point(Self.startAngle), t = e.point(Self.endAngle)
        let n = Path.svgNumber
        let data = "M\(n(s.x)) \(n(s.y)) A30 15 30 \(large ? 1 : 0) \(sweep ? 1 : 0) \(n(t.x)) \(n(t.y))"
        return try Path(svgPathData: data)
    }

    /// Checks that the path is a chain of cubics along `ellipse` from `start` sweeping `sweep`,
    /// split evenly into `count` pieces: ends on the ellipse within 1e-9 at the expected angles,
    /// midpoints within 1e-3 of the radius.
    func expectArc(_ path: Path, on ellipse: Ellipse, start: CGFloat, sweep: CGFloat, count: Int) {
        let segments = PathTestSupport.segments(path)
        #expect(segments.count == count)
        for (i, segment) in segments.enumerated() {
            guard case .cubic = segment else { Issue.record("not a cubic: \(segment)"); continue }
            let a = start + sweep * CGFloat(i) / CGFloat(count)
            let b = start + sweep * CGFloat(i + 1) / CGFloat(count)
            #expect(PathTestSupport.near(segment.start, ellipse.point(a), 1e-9))
            #expect(PathTestSupport.near(segment.end, ellipse.point(b), 1e-9))
            let mid = segment.point(at: 0.5)
            let trueMid = ellipse.point((a + b) / 2)
            #expect(PathTestSupport.near(mid, trueMid, 1e-3 * max(ellipse.rx, ellipse.ry)))
            // Every endpoint also satisfies the ellipse's implicit equation.
            let onEllipse = ellipse.point(ellipse.angle(of: segment.end))
            #expect(PathTestSupport.near(segment.end, onEllipse, 1e-9))
        }
    }

    @Test func smallPositiveSweep() throws {
        let e = Self.ellipse
        let path = try arc(large: false, sweep: true)
        expectArc(path, on: e, start: Self.startAngle, sweep: Self.endAngle - Self.startAngle, count: 1)
    }

    @Test func largeNegativeSweep() throws {
        let e = Self.ellipse
        let path = try arc(large: true, sweep: false)
        expectArc(path, on: e, start: Self.startAngle, sweep: Self.endAngle - Self.startAngle - 2 * .pi, count: 3)
    }

    @Test func otherCentreArcs() throws {
        // The flags that pick the other ellipse through the same points: its centre is the
        // original's reflected through the chord's midpoint.
        let e = Self.ellipse
        let s = e.point(Self.startAngle), t = e.point(Self.endAngle)
        var other = e
        other.center = CGPoint(x: s.x + t.x - e.center.x, y: s.y + t.y - e.center.y)
        let otherStart = other.angle(of: s), otherEnd = other.angle(of: t)
        var small = otherEnd - otherStart
        while small > 0 { small -= 2 * .pi }
        while small <= -2 * .pi { small += 2 * .pi }
        // On the reflected ellipse the short way from s to t turns the other way.
        #expect(PathTestSupport.near(small, -(Self.endAngle - Self.startAngle), 1e-9))
        expectArc(try arc(large: false, sweep: false), on: other, start: otherStart, sweep: small, count: 1)
        expectArc(try arc(large: true, sweep: true), on: other, start: otherStart, sweep: small + 2 * .pi, count: 3)
    }

    @Test func endPointIsExact() throws {
        let e = Self.ellipse
        let t = e.point(Self.endAngle)
        for (large, sweep) in [(false, false), (false, true), (true, false), (true, true)] {
            #expect(try arc(large: large, sweep: sweep).currentPoint == t)
        }
    }

    @Test func tooSmallRadiiAreScaledUp() throws {
        // Radius 1 cannot reach from (0, 0) to (10, 0): it becomes 5, a half circle about (5, 0)
        // that passes (5, -5) going the positive-angle way.
        let circle = try Path(svgPathData: "M0 0 A 1 1 0 0 1 10 0")
        let e = Ellipse(center: CGPoint(x: 5, y: 0), rx: 5, ry: 5, rotation: 0)
        expectArc(circle, on: e, start: .pi, sweep: .pi, count: 2)
        #expect(PathTestSupport.near(PathTestSupport.segments(circle)[0].end, CGPoint(x: 5, y: -5), 1e-9))
        // Elliptical radii keep their ratio: 2 : 1 scaled by 2.5.
        let ellipse = try Path(svgPathData: "M0 0 A 2 1 0 0 0 10 0")
        let e2 = Ellipse(center: CGPoint(x: 5, y: 0), rx: 5, ry: 2.5, rotation: 0)
        expectArc(ellipse, on: e2, start: .pi, sweep: -.pi, count: 2)
        #expect(PathTestSupport.near(PathTestSupport.segments(ellipse)[0].end, CGPoint(x: 5, y: 2.5), 1e-9))
    }

    @Test func negativeRadiiAreTheirMagnitudes() throws {
        #expect(try Path(svgPathData: "M0 0 A -3 -4 10 1 0 5 5") == Path(svgPathData: "M0 0 A 3 4 10 1 0 5 5"))
    }

    @Test func rotationIsTakenModulo360() throws {
        #expect(try Path(svgPathData: "M0 0 A 3 8 400 1 0 5 5") == Path(svgPathData: "M0 0 A 3 8 40 1 0 5 5"))
    }

    @Test func relativeArcEndsRelativeToTheCurrentPoint() throws {
        let path = try Path(svgPathData: "M10 10 a 5 5 0 0 1 10 0")
        #expect(path.currentPoint == CGPoint(x: 20, y: 10))
        let e = Ellipse(center: CGPoint(x: 15, y: 10), rx: 5, ry: 5, rotation: 0)
        expectArc(path, on: e, start: .pi, sweep: .pi, count: 2)
    }

    @Test func hugeRadiiFallBackToALine() throws {
        let path = try Path(svgPathData: "M0 0 A 1e300 1e300 0 0 1 10 0")
        #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
        #expect(path.isFinite)
    }
}
