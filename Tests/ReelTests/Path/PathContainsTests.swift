import Foundation
import Testing
@testable import Reel

@Suite("Path hit testing")
struct PathContainsTests {
    private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// Two concentric circles about (100, 100), radii 100 and 50, drawn the same way round.
    private var ring: Path {
        var path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
        path.addEllipse(in: CGRect(x: 50, y: 50, width: 100, height: 100))
        return path
    }

    @Test func ringWithTheNonZeroRuleIsADisc() {
        #expect(ring.contains(p(100, 100)))
        #expect(ring.contains(p(120, 90)))
        #expect(ring.contains(p(175, 100)))
        #expect(ring.contains(p(100 + 99.9, 100)))
        #expect(!ring.contains(p(100 + 100.1, 100)))
        #expect(!ring.contains(p(5, 5)))
    }

    @Test func ringWithTheEvenOddRuleHasAHole() {
        #expect(!ring.contains(p(100, 100), eoFill: true))
        #expect(!ring.contains(p(120, 90), eoFill: true))
        #expect(!ring.contains(p(100 + 49.9, 100), eoFill: true))
        #expect(ring.contains(p(100 + 50.1, 100), eoFill: true))
        #expect(ring.contains(p(175, 100), eoFill: true))
        #expect(ring.contains(p(100, 30), eoFill: true))
        #expect(!ring.contains(p(210, 100), eoFill: true))
    }

    @Test func ringWithTheInnerCircleReversedHasAHoleEitherWay() throws {
        // Outer circle one way (sweep 1), inner circle the other (sweep 0).
        let ring = try Path(svgPathData: """
            M200 100 A100 100 0 0 1 0 100 A100 100 0 0 1 200 100 Z \
            M150 100 A50 50 0 0 0 50 100 A50 50 0 0 0 150 100 Z
            """)
        #expect(!ring.contains(p(100, 100)))
        #expect(!ring.contains(p(100, 100), eoFill: true))
        #expect(ring.contains(p(175, 100)))
        #expect(ring.contains(p(175, 100), eoFill: true))
    }

    @Test func pointsAroundACircle() {
        let center = p(40, -30), r: CGFloat = 25
        let circle = Path(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
        var generator = PathTestSupport.Generator(state: 42)
        var checked = 0
        for _ in 0..<2000 {
            let q = p(generator.uniform(10...70), generator.uniform(-60...0))
            let d = q.distance(to: center)
            // The Bézier circle is within 0.007 of the true one, the polyline within 0.05 of that.
            if d < r - 0.06 {
                #expect(circle.contains(q)); checked += 1
            } else if d > r + 0.06 {
                #expect(!circle.contains(q)); checked += 1
            }
        }
        #expect(checked > 1950)
    }

    @Test func openSubpathsAreClosedForFilling() throws {
        let triangle = try Path(svgPathData: "M0 0 L10 0 L0 10")
        #expect(triangle.contains(p(2, 2)))
        #expect(!triangle.contains(p(8, 8)))
        #expect(!triangle.contains(p(-1, 2)))
    }

    @Test func raysThroughVerticesCountOnce() throws {
        let diamond = try Path(svgPathData: "M5 0 L10 5 L5 10 L0 5 Z")
        #expect(diamond.contains(p(2, 5)))
        #expect(diamond.contains(p(5, 5)))
        #expect(!diamond.contains(p(-1, 5)))
        #expect(!diamond.contains(p(11, 5)))
        #expect(!diamond.contains(p(-1, 0)))
        #expect(!diamond.contains(p(-1, 10)))
    }

    @Test func selfIntersectingStarDiffersByRule() throws {
        // A five-pointed star drawn in one stroke: its centre pentagon winds twice.
        var points: [CGPoint] = []
        for i in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            points.append(p(50 + 40 * cos(angle), 50 + 40 * sin(angle)))
        }
        var star = Path()
        star.addLines(points)
        star.closeSubpath()
        #expect(star.contains(p(50, 50)))
        #expect(!star.contains(p(50, 50), eoFill: true))
        #expect(star.contains(p(50, 15)))
        #expect(star.contains(p(50, 15), eoFill: true))
    }

    @Test func curvesWhollyToTheRightCountAsTheirChords() {
        // A tall curve to the right of the point: the ray crosses it once, as it would its chord.
        let shape = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addCurve(to: CGPoint(x: 0, y: 100), control1: CGPoint(x: 300, y: -50), control2: CGPoint(x: 300, y: 150))
            p.closeSubpath()
        }
        #expect(shape.contains(p(1, 50)))
        #expect(shape.contains(p(200, 50)))
        #expect(!shape.contains(p(-1, 50)))
        #expect(!shape.contains(p(260, 50)))
        #expect(!shape.contains(p(200, -40)))
    }

    @Test func degenerateInputs() {
        #expect(!Path().contains(.zero))
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!square.contains(p(.nan, 5)))
        #expect(!square.contains(p(.infinity, 5)))
        #expect(square.contains(p(5, 5)))
        #expect(!Path { $0.move(to: .zero) }.contains(.zero))
    }
}
