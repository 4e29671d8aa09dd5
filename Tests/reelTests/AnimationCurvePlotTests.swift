import Foundation
import Reel
import Testing
@testable import reel

@Suite struct AnimationCurvePlotTests {
    /// The points of a polyline path.
    func points(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
    }

    /// The plot of `bouncy` shows its overshoot: part of the curve lies above the level of 1, by the
    /// spring's peak overshoot; and it marks the settling time.
    @Test func bouncyPlotShowsOvershootAndSettling() throws {
        let plot = AnimationCurvePlot(animation: .bouncy)
        let layout = plot.layout
        let levels = points(layout.levels)
        #expect(levels.count == 4)
        let zeroY = levels[0].y, oneY = levels[2].y
        #expect(oneY < zeroY)   // y grows downwards
        let curve = points(layout.curve)
        #expect(curve.count == AnimationCurvePlot.resolution + 1)
        let highest = try #require(curve.map(\.y).min())
        let peak = (0...2000).map { Animation.bouncy.value(at: Double($0) / 2000) }.max()!
        let expectedY = zeroY + (oneY - zeroY) * CGFloat(peak)
        #expect(highest < oneY - 10, "the overshoot is visible: \(oneY - highest) points above the 1 level")
        #expect(abs(highest - expectedY) < 0.5)
        // The settling time is marked, inside the plot.
        let settle = points(layout.settle)
        #expect(settle.count == 2 && settle[0].x == settle[1].x)
        #expect(settle[0].x > layout.plot.minX && settle[0].x < layout.plot.maxX)
        #expect(layout.labels.contains { $0.text == "settles at 1.005 s" })
        #expect(layout.labels.contains { $0.text == "time (s)" })
        #expect(plot.title == "bouncy")
    }

    @Test func curvesWithoutOvershootStayBetweenTheLevels() {
        let layout = AnimationCurvePlot(animation: .easeInOut(duration: 1)).layout
        let levels = points(layout.levels)
        for point in points(layout.curve) {
            #expect(point.y <= levels[0].y + 1e-9 && point.y >= levels[2].y - 1e-9)
        }
        #expect(layout.settle.isEmpty)
        // Tick labels are round numbers.
        #expect(AnimationCurvePlot.niceStep(1.1, count: 8) == 0.2)
        #expect(AnimationCurvePlot.tick(0.6000000000000001, step: 0.2) == "0.6")
        #expect(AnimationCurvePlot.tick(-0.0, step: 0.5) == "0.0")
    }
}
