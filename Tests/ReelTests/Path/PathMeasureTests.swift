import Foundation
import Testing
@testable import Reel

@Suite("Path length, points along it and trimming")
struct PathMeasureTests {
    private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test(arguments: [100.0, 1.0, 0.01, 5000.0])
    func circleLength(radius: CGFloat) {
        let circle = Path(ellipseIn: CGRect(x: 7, y: 3, width: 2 * radius, height: 2 * radius))
        let exact = 2 * CGFloat.pi * radius
        #expect(abs(circle.length - exact) / exact < 0.0005)
        // The measured length is that of the four cubics themselves: a fine polyline through them
        // agrees to far better than the 0.05 pt flattening tolerance would suggest.
        var polyline: CGFloat = 0
        for segment in PathTestSupport.segments(circle) {
            var previous = segment.start
            for i in 1...20_000 {
                let q = segment.point(at: CGFloat(i) / 20_000)
                polyline += previous.distance(to: q)
                previous = q
            }
        }
        #expect(abs(circle.length - polyline) / polyline < 1e-8)
    }

    @Test func rectanglePerimeterIsExact() {
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 20)).length == 60)
        #expect(Path(CGRect(x: 0.5, y: 0.25, width: 3.75, height: 1.5)).length == 10.5)
    }

    @Test func openAndClosedPolylines() throws {
        let open = try Path(svgPathData: "M0 0 L3 4 L3 10")
        #expect(open.length == 11)
        let closed = try Path(svgPathData: "M0 0 L3 4 L3 10 Z")
        #expect(closed.length == 11 + hypot(3, 10))
        let twoSubpaths = try Path(svgPathData: "M0 0 L3 4 M 100 100 L 100 110 M 7 7")
        #expect(twoSubpaths.length == 15)
        #expect(Path().length == 0)
    }

    @Test func straightCubicLength() {
        let path = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 3, y: 4), control1: CGPoint(x: 0.6, y: 0.8), control2: CGPoint(x: 2.4, y: 3.2))
        }
        #expect(PathTestSupport.near(path.length, 5, 1e-12))
    }

    @Test func quadraticLengthMatchesTheClosedForm() {
        // The parabola y = x² from x = 0 to 1 is the quadratic (0,0), (0.5,0), (1,1); its length is
        // √5/2 + asinh(2)/4.
        let path = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: 0.5, y: 0))
        }
        let exact = 5.0.squareRoot() / 2 + asinh(2.0) / 4
        #expect(PathTestSupport.near(path.length, exact, 1e-12))
    }

    @Test func trimmedHalfCircle() {
        let r: CGFloat = 100
        let center = p(100, 100)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
        let half = circle.trimmedPath(from: 0.25, to: 0.75)
        #expect(PathTestSupport.near(half.length, circle.length / 2, 1e-9 * circle.length))
        #expect(abs(half.length - .pi * r) / (.pi * r) < 0.0005)
        // The circle starts at its rightmost point and runs clockwise on screen, so a quarter of
        // the way is the bottom and three quarters the top.
        guard case .move(let start) = half.elements.first else { Issue.record("no move"); return }
        #expect(PathTestSupport.near(start, p(100, 200), 1e-9))
        #expect(PathTestSupport.near(half.currentPoint ?? .zero, p(100, 0), 1e-9))
        // Curves, not a polyline: two quarter arcs.
        #expect(half.elements.count == 3)
        #expect(half.elements.dropFirst().allSatisfy { if case .curve = $0 { return true } else { return false } })
        for segment in PathTestSupport.segments(half) {
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                #expect(abs(segment.point(at: t).distance(to: center) - r) < 2.8e-4 * r)
            }
        }
    }

    @Test func trimmedArcEndsLieOnTheCircle() {
        let r: CGFloat = 50
        let center = p(60, 70)
        let circle = Path(ellipseIn: CGRect(x: 10, y: 20, width: 100, height: 100))
        let piece = circle.trimmedPath(from: 0.1, to: 0.6)
        #expect(PathTestSupport.near(piece.length, 0.5 * circle.length, 1e-9 * circle.length))
        let segments = PathTestSupport.segments(piece)
        #expect(segments.count == 3) // 0.1...0.25, 0.25...0.5, 0.5...0.6
        #expect(segments.allSatisfy { if case .cubic = $0 { return true } else { return false } })
        for segment in segments {
            #expect(abs(segment.start.distance(to: center) - r) < 2.8e-4 * r)
            #expect(abs(segment.end.distance(to: center) - r) < 2.8e-4 * r)
        }
        // The cut points are the points at those fractions of the whole circle.
        #expect(PathTestSupport.near(segments[0].start, circle.point(atFraction: 0.1)!, 1e-9))
        #expect(PathTestSupport.near(segments[2].end, circle.point(atFraction: 0.6)!, 1e-9))
        // Tangents are continuous where pieces meet.
        for (a, b) in zip(segments, segments.dropFirst()) {
            let da = a.derivative(at: 1), db = b.derivative(at: 0)
            #expect(abs(atan2(da.y, da.x) - atan2(db.y, db.x)) < 1e-9)
        }
    }

    @Test func trimsOfEveryFractionHaveTheRightLength() {
        let shape = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 10, y: 80), control2: CGPoint(x: 120, y: -60))
            p.addQuadCurve(to: CGPoint(x: 50, y: 90), control: CGPoint(x: 150, y: 90))
            p.closeSubpath()
            p.addEllipse(in: CGRect(x: 200, y: 0, width: 40, height: 20))
        }
        let total = shape.length
        for i in 0..<20 {
            let from = CGFloat(i) / 20, to = from + 0.37
            let piece = shape.trimmedPath(from: from, to: to)
            let expected = (min(to, 1) - from) * total
            #expect(PathTestSupport.near(piece.length, expected, 1e-9 * total), "\(from)...\(to)")
        }
    }

    @Test func emptyAndWholeTrims() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
        #expect(circle.trimmedPath(from: -1, to: 2) == circle)
        #expect(circle.trimmedPath(from: 0, to: 0).isEmpty)
        #expect(circle.trimmedPath(from: 0.7, to: 0.3).isEmpty)
        #expect(circle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(circle.trimmedPath(from: 1, to: 2).isEmpty)
        #expect(circle.trimmedPath(from: .nan, to: 1).isEmpty)
        #expect(Path().trimmedPath(from: 0.2, to: 0.8).isEmpty)
    }

    @Test func trimsRunAcrossSubpaths() throws {
        let path = try Path(svgPathData: "M0 0 L10 0 M0 10 L10 10")
        let trimmed = path.trimmedPath(from: 0.25, to: 0.75)
        #expect(trimmed.elements == [.move(to: p(5, 0)), .line(to: p(10, 0)), .move(to: p(0, 10)), .line(to: p(5, 10))])
        let inner = path.trimmedPath(from: 0.125, to: 0.875)
        #expect(inner.elements == [.move(to: p(2.5, 0)), .line(to: p(10, 0)), .move(to: p(0, 10)), .line(to: p(7.5, 10))])
    }

    @Test func closedSubpathsIncludeTheirClosingSegment() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0.75, to: 1).elements == [.move(to: p(0, 10)), .line(to: p(0, 0))])
        #expect(square.trimmedPath(from: 0.875, to: 1).elements == [.move(to: p(0, 5)), .line(to: p(0, 0))])
        #expect(square.trimmedPath(from: 0.125, to: 0.375).elements
                == [.move(to: p(5, 0)), .line(to: p(10, 0)), .line(to: p(10, 5))])
    }

    @Test func fullyCoveredClosedSubpathStaysClosed() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        let first = path.trimmedPath(from: 0, to: 0.5)
        #expect(first == Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        let partial = path.trimmedPath(from: 0, to: 0.49)
        #expect(partial.elements.last != .closeSubpath)
    }

    @Test func pointsAlongARectangle() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.point(atFraction: 0) == p(0, 0))
        #expect(square.point(atFraction: 0.125) == p(5, 0))
        #expect(square.point(atFraction: 0.5) == p(10, 10))
        #expect(square.point(atFraction: 1) == p(0, 0))
        #expect(square.point(atFraction: 2) == p(0, 0))
        #expect(square.point(atFraction: -1) == p(0, 0))
        #expect(Path().point(atFraction: 0.5) == nil)
        let measure = PathMeasure(square)
        #expect(measure.length == 40)
        #expect(measure.point(atDistance: 15) == p(10, 5))
        #expect(measure.point(atDistance: 10) == p(10, 0)) // a corner belongs to the earlier side
    }

    @Test func tangentAngles() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(PathTestSupport.near(square.tangentAngle(atFraction: 0.1)!.degrees, 0, 1e-12))
        #expect(PathTestSupport.near(square.tangentAngle(atFraction: 0.3)!.degrees, 90, 1e-12))
        #expect(PathTestSupport.near(square.tangentAngle(atFraction: 0.6)!.degrees, 180, 1e-12))
        #expect(PathTestSupport.near(square.tangentAngle(atFraction: 0.9)!.degrees, -90, 1e-12))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(PathTestSupport.near(circle.tangentAngle(atFraction: 0)!.degrees, 90, 1e-9))
        #expect(PathTestSupport.near(circle.tangentAngle(atFraction: 0.125)!.degrees, 135, 1e-9))
        // A control point on its end point: the direction is the limit, towards the other control.
        let cusp = try Path(svgPathData: "M0 0 C0 0 10 10 20 0")
        #expect(PathTestSupport.near(cusp.tangentAngle(atFraction: 0)!.degrees, 45, 1e-9))
        #expect(Path().tangentAngle(atFraction: 0) == nil)
        #expect(try Path(svgPathData: "M1 1 L1 1").tangentAngle(atFraction: 0.5) == nil)
    }

    @Test func parameterSearchAgreesWithTheLengths() {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addCurve(to: CGPoint(x: 300, y: 10), control1: CGPoint(x: 400, y: 300), control2: CGPoint(x: -100, y: 300))
        }
        let measure = PathMeasure(path)
        for i in 1..<50 {
            let d = measure.length * CGFloat(i) / 50
            let head = measure.trimmedPath(fromDistance: 0, toDistance: d)
            #expect(PathTestSupport.near(head.length, d, 1e-9 * measure.length))
            #expect(PathTestSupport.near(head.currentPoint!, measure.point(atDistance: d)!, 1e-9))
        }
    }

    @Test func zeroLengthPiecesAreSkipped() throws {
        let path = try Path(svgPathData: "M0 0 L0 0 L10 0 M5 5 M20 0 L20 0 L30 0")
        #expect(path.length == 20)
        #expect(path.point(atFraction: 0) == p(0, 0))
        #expect(path.point(atFraction: 0.75) == p(25, 0))
        #expect(path.trimmedPath(from: 0.25, to: 0.75).elements
                == [.move(to: p(5, 0)), .line(to: p(10, 0)), .move(to: p(20, 0)), .line(to: p(25, 0))])
    }
}
