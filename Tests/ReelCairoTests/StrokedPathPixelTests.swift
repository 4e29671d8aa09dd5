import Foundation
import Reel
import ReelCairo
import Testing

/// `Path.strokedPath(_:)` filled paints what the stroke paints: the same pixels as Cairo's own
/// stroke, to within the antialiasing of the flattened curves.
@Suite struct StrokedPathPixelTests {
    /// A path with a corner, a curve and an open end.
    var path: Path {
        Path { p in
            p.move(to: CGPoint(x: 20, y: 80))
            p.addLine(to: CGPoint(x: 50, y: 20))
            p.addLine(to: CGPoint(x: 80, y: 80))
            p.addQuadCurve(to: CGPoint(x: 100, y: 40), control: CGPoint(x: 110, y: 90))
            p.addArc(center: CGPoint(x: 100, y: 60), radius: 20, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
        }
    }

    /// The largest alpha difference and the number of pixels differing by more than 0.25
    /// between the stroke and the filled outline.
    func compare(_ path: Path, _ style: StrokeStyle) throws -> (largest: Double, differing: Int, covered: Int) {
        let stroked = try render(path.stroke(Color.black, style: style), width: 140, height: 120)
        let filled = try render(path.strokedPath(style).fill(Color.black), width: 140, height: 120)
        var largest = 0.0, differing = 0, covered = 0
        for y in 0..<120 {
            for x in 0..<140 {
                let d = abs(stroked.alpha(x, y) - filled.alpha(x, y))
                largest = max(largest, d)
                if d > 0.25 { differing += 1 }
                if stroked.alpha(x, y) == 1 { covered += 1 }
            }
        }
        return (largest, differing, covered)
    }

    @Test(arguments: [CGLineJoin.miter, .round, .bevel], [CGLineCap.butt, .round, .square])
    func fillsWhatTheStrokePaints(_ join: CGLineJoin, _ cap: CGLineCap) throws {
        let result = try compare(path, StrokeStyle(lineWidth: 10, lineCap: cap, lineJoin: join))
        #expect(result.covered > 1000)
        #expect(result.differing == 0, "\(result)")
        #expect(result.largest < 0.3, "\(result)")
    }

    @Test func dashesAreCutAsTheStrokeCutsThem() throws {
        let result = try compare(path, StrokeStyle(lineWidth: 6, lineCap: .round, dash: [12, 8], dashPhase: 3))
        #expect(result.covered > 300)
        #expect(result.differing == 0, "\(result)")
    }

    @Test func closedSubpathsJoinAllRound() throws {
        let square = Path(CGRect(x: 30, y: 30, width: 60, height: 50))
        let result = try compare(square, StrokeStyle(lineWidth: 12, lineJoin: .miter))
        #expect(result.differing == 0 && result.largest < 0.01, "\(result)")
        let ellipse = try compare(Path(ellipseIn: CGRect(x: 20, y: 20, width: 100, height: 70)), StrokeStyle(lineWidth: 9))
        #expect(ellipse.differing == 0, "\(ellipse)")
    }

    @Test func aStraightLineGivesItsRectangle() throws {
        let line = Path { p in
            p.move(to: CGPoint(x: 10, y: 50))
            p.addLine(to: CGPoint(x: 90, y: 50))
        }
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(outline.boundingRect == CGRect(x: 5, y: 45, width: 90, height: 10))
        #expect(outline.contains(CGPoint(x: 6, y: 46)) && !outline.contains(CGPoint(x: 4, y: 50)))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        // A round cap is a circle: the outline's corner is empty, its axis full.
        let round = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(round.contains(CGPoint(x: 5.5, y: 50)) && !round.contains(CGPoint(x: 5.5, y: 45.5)))
    }
}
