import Foundation
import Testing
@testable import Reel

@Suite("Path bounding boxes")
struct PathBoundsTests {
    @Test func emptyPathHasANullBox() {
        #expect(Path().boundingRect.isNull)
        #expect(Path().controlPointBounds.isNull)
    }

    @Test func circleBoxIsItsSquare() {
        let rect = CGRect(x: 10.5, y: -20, width: 30, height: 30)
        let circle = Path(ellipseIn: rect)
        #expect(PathTestSupport.near(circle.boundingRect, rect, 1e-9))
        #expect(PathTestSupport.near(circle.controlPointBounds, rect, 1e-9))
    }

    @Test func cubicWithInteriorExtrema() {
        // y(t) = 90 t (1 − t)(1 − 2t) turns at t = (3 ∓ √3)/6, where |y| = 5√3; x(t) = 30 t.
        let path = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 30), control2: CGPoint(x: 20, y: -30))
        }
        let h = 5 * 3.0.squareRoot()
        #expect(PathTestSupport.near(path.boundingRect, CGRect(x: 0, y: -h, width: 30, height: 2 * h), 1e-9))
        #expect(path.controlPointBounds == CGRect(x: 0, y: -30, width: 30, height: 60))
    }

    @Test func symmetricCubicBulge() {
        let path = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 1, y: 0), control1: CGPoint(x: 0, y: 1), control2: CGPoint(x: 1, y: 1))
        }
        #expect(PathTestSupport.near(path.boundingRect, CGRect(x: 0, y: 0, width: 1, height: 0.75), 1e-12))
    }

    @Test func quadraticExtremum() {
        let path = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        }
        #expect(PathTestSupport.near(path.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10), 1e-12))
    }

    @Test func rotatedCircleMatchesDenseSampling() {
        // Starting at 45° puts every extreme point in the middle of a segment.
        let center = CGPoint(x: 3, y: -7), r: CGFloat = 10
        var path = Path()
        path.addArc(center: center, radius: r, startAngle: .degrees(45), endAngle: .degrees(405), clockwise: false)
        let box = path.boundingRect
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        for segment in PathTestSupport.segments(path) {
            // Sample every segment densely.
            for i in 0...20_000 {
                let q = segment.point(at: CGFloat(i) / 20_000)
                minX = min(minX, q.x); maxX = max(maxX, q.x); minY = min(minY, q.y); maxY = max(maxY, q.y)
            }
        }
        // The samples can only fall short of the true extremes, by at most r·(Δt)² ~ 1e-8.
        #expect(box.minX <= minX && box.maxX >= maxX && box.minY <= minY && box.maxY >= maxY)
        #expect(PathTestSupport.near(box, CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), 1e-7))
        // And the Bézier circle stays within 2.8e-4 radii of the true one.
        #expect(PathTestSupport.near(box, CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r), 2.8e-4 * r))
        #expect(path.controlPointBounds.contains(box))
    }

    @Test func movesAndClosedSubpathsCount() {
        let path = Path { p in
            p.move(to: CGPoint(x: 1, y: 1))
            p.addLine(to: CGPoint(x: 4, y: 2))
            p.closeSubpath()
            p.move(to: CGPoint(x: -3, y: 9))
        }
        #expect(path.boundingRect == CGRect(x: -3, y: 1, width: 7, height: 8))
        #expect(Path { $0.move(to: CGPoint(x: 2, y: 3)) }.boundingRect == CGRect(x: 2, y: 3, width: 0, height: 0))
    }

    @Test func transformedRoundedRect() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
        let path = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
        #expect(PathTestSupport.near(path.boundingRect, rect, 1e-9))
        let moved = path.applying(CGAffineTransform(translationX: 5, y: -3).scaledBy(x: 2, y: 1))
        #expect(PathTestSupport.near(moved.boundingRect, CGRect(x: 5, y: -3, width: 160, height: 40), 1e-9))
    }
}
