import Foundation
import Testing
@testable import Reel

@Suite("Path arc builders")
struct PathArcTests {
    private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test func arcsSweepingVeryFarAreDrawnWithBoundedPieces() {
        // A sweep of a million turns would need four million quarter-turn cubics: it draws with 1,024.
        // A sweep of 1e300 radians would overflow Int if counted in quarter turns.
        var huge = Path()
        huge.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(1e300))
        #expect(huge.elements.count == 1025)
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(2 * .pi * 1e6))
        #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 1024)
        // A sweep that is not finite draws nothing beyond the start point.
        var endless = Path()
        endless.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(.infinity))
        #expect(endless.elements == [.move(to: CGPoint(x: 10, y: 0))])
    }

    @Test func tangentArcAtARightAngle() {
        // CoreGraphics: a line to the first tangent point, then the arc, ending on the second.
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: p(10, 0), tangent2End: p(10, 10), radius: 5)
        #expect(path.elements.count == 3)
        #expect(path.elements[1] == .line(to: p(5, 0)))
        guard case .curve(let end, let c1, let c2) = path.elements[2] else { Issue.record("no arc"); return }
        let k = Path.quarterArcHandle
        #expect(PathTestSupport.near(end, p(10, 5), 1e-12))
        #expect(PathTestSupport.near(c1, p(5 + 5 * k, 0), 1e-12))
        #expect(PathTestSupport.near(c2, p(10, 5 - 5 * k), 1e-12))
        #expect(PathTestSupport.near(path.currentPoint!, p(10, 5), 1e-12))
    }

    @Test func tangentArcAtAnObtuseCornerTurningTheOtherWay() {
        // Legs meeting at 120°: the tangent points are r / tan(60°) from the corner, the centre
        // r / sin(60°) along the bisector, and the arc turns through 60°.
        let r: CGFloat = 3
        var path = Path()
        path.move(to: p(-10, 0))
        let corner = p(0, 0)
        let leg = p(cos(CGFloat.pi / 3), -sin(CGFloat.pi / 3)) // up and to the right on screen
        path.addArc(tangent1End: corner, tangent2End: p(leg.x * 10, leg.y * 10), radius: r)
        let d = r / tan(CGFloat.pi / 3)
        #expect(PathTestSupport.near(path.elements[1], p(-d, 0)))
        let center = p(-d, -r)
        let segments = PathTestSupport.segments(path).dropFirst()
        #expect(segments.count == 1)
        for segment in segments {
            #expect(PathTestSupport.near(segment.end, p(leg.x * d, leg.y * d), 1e-12))
            for t in stride(from: 0.0, through: 1.0, by: 0.25) {
                #expect(abs(segment.point(at: t).distance(to: center) - r) < 1e-3 * r)
            }
        }
    }

    @Test func tangentArcWithCollinearPointsIsALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: p(5, 0), tangent2End: p(10, 0), radius: 2)
        #expect(path.elements == [.move(to: .zero), .line(to: p(5, 0))])
    }

    @Test func centredArcDirections() {
        // clockwise: false sweeps with increasing angle (clockwise on Reel's y-down screen).
        var increasing = Path()
        increasing.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(increasing.elements.count == 2)
        #expect(PathTestSupport.near(increasing.currentPoint!, p(0, 10), 1e-12))
        #expect(PathTestSupport.near(increasing.point(atFraction: 0.5)!, p(10 * cos(.pi / 4), 10 * sin(.pi / 4)), 1e-3))
        var decreasing = Path()
        decreasing.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(decreasing.elements.count == 4)
        #expect(PathTestSupport.near(decreasing.point(atFraction: 1.0 / 3)!, p(0, -10), 1e-9))
        #expect(PathTestSupport.near(decreasing.currentPoint!, p(0, 10), 1e-12))
    }
}

extension PathTestSupport {
    /// Whether an element is a line to within 1e-12 of `target`.
    static func near(_ element: Path.Element, _ target: CGPoint) -> Bool {
        if case .line(let q) = element { return near(q, target, 1e-12) }
        return false
    }
}
