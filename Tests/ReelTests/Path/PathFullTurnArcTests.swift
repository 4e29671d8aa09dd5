import Foundation
@testable import Reel
import Testing

/// Arcs whose angles are a whole turn apart draw the whole circle whichever way they go, as Core
/// Graphics draws them (radar-chart rings are written `0` to `360` degrees with `clockwise: true`).
@Suite struct PathFullTurnArcTests {
    private func ring(_ start: Double, _ end: Double, clockwise: Bool) -> Path {
        var p = Path()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
        return p
    }

    @Test(arguments: [(0.0, 360.0), (360.0, 0.0), (90.0, 450.0), (-180.0, 180.0), (0.0, 720.0), (30.0, -690.0)])
    func wholeTurnsDrawTheWholeCircleEitherWay(_ angles: (Double, Double)) {
        for clockwise in [false, true] {
            let path = ring(angles.0, angles.1, clockwise: clockwise)
            // Four quarter curves after the move, ending where they began, 2π · 40 long (to the
            // accuracy of cubic quarter arcs).
            #expect(path.elements.count == 5, "\(angles) clockwise: \(clockwise)")
            #expect(abs(path.length - 2 * .pi * 40) < 0.05, "\(angles) clockwise: \(clockwise): \(path.length)")
            let start = CGPoint(x: 50 + 40 * cos(angles.0 * .pi / 180), y: 50 + 40 * sin(angles.0 * .pi / 180))
            #expect(PathTestSupport.near(path.currentPoint!, start, 1e-9))
            // The direction is kept: a quarter of the way round lies at +90° going up, -90° going down.
            let quarter = path.point(atFraction: 0.25)!
            let expected = angles.0 + (clockwise ? -90 : 90)
            #expect(PathTestSupport.near(quarter, CGPoint(x: 50 + 40 * cos(expected * .pi / 180), y: 50 + 40 * sin(expected * .pi / 180)), 1e-2),
                    "\(angles) clockwise: \(clockwise): \(quarter)")
        }
    }

    /// Equal angles draw nothing but the move; a partial sweep the other way round goes the long way.
    @Test func equalAnglesAndPartialSweeps() {
        #expect(ring(45, 45, clockwise: true).elements.count == 1)
        #expect(ring(45, 45, clockwise: false).elements.count == 1)
        // clockwise: true from 0° to 90° decreases the angle: three quarters of the circle.
        #expect(abs(ring(0, 90, clockwise: true).length - 1.5 * .pi * 40) < 0.05)
        #expect(abs(ring(0, 90, clockwise: false).length - 0.5 * .pi * 40) < 0.05)
        // More than a turn in the direction of the sweep is one whole turn; against it, the rest.
        #expect(abs(ring(0, 400, clockwise: false).length - 2 * .pi * 40) < 0.05)
        #expect(abs(ring(0, 400, clockwise: true).length - 320.0 / 360 * 2 * .pi * 40) < 0.05)
    }

    /// The sweep rule on its own: SwiftUI's `clockwise: false` increases the angle (clockwise on a
    /// y-down screen), `clockwise: true` decreases it.
    @Test func sweepFollowsTheFlippedCoordinateRule() {
        #expect(Path.arcSweep(from: 0, to: .pi / 2, decreasing: false) == .pi / 2)
        #expect(abs(Path.arcSweep(from: 0, to: .pi / 2, decreasing: true) + 1.5 * .pi) < 1e-12)
        #expect(Path.arcSweep(from: 0, to: 2 * .pi, decreasing: true) == -2 * .pi)
        #expect(Path.arcSweep(from: 2 * .pi, to: 0, decreasing: false) == 2 * .pi)
        #expect(Path.arcSweep(from: 1, to: 1, decreasing: false) == 0)
        #expect(Path.arcSweep(from: 0, to: .nan, decreasing: false) == 0)
    }
}
