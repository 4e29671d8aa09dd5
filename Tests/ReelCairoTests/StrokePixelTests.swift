import Foundation
import Reel
import ReelCairo
import Testing

@Suite struct StrokePixelTests {
    func line(_ style: StrokeStyle) -> some View {
        Path { p in
            p.move(to: CGPoint(x: 10, y: 50))
            p.addLine(to: CGPoint(x: 90, y: 50))
        }
        .stroke(Color.black, style: style)
    }

    @Test func dashesAlternateAtTheirLengths() throws {
        let image = try render(line(StrokeStyle(lineWidth: 10, dash: [10, 10])), width: 100, height: 100)
        for x in [10, 15, 19, 30, 35, 50, 55, 70, 75] { #expect(image.alpha(x, 50) == 1, "dash at x=\(x)") }
        for x in [20, 25, 29, 40, 45, 60, 65, 80, 85] { #expect(image.alpha(x, 50) == 0, "gap at x=\(x)") }
        // The stroke is 10 wide: rows 45..<55.
        #expect(image.alpha(15, 45) == 1 && image.alpha(15, 54) == 1)
        #expect(image.alpha(15, 44) == 0 && image.alpha(15, 55) == 0)
    }

    @Test func dashPhaseShiftsThePattern() throws {
        let image = try render(line(StrokeStyle(lineWidth: 10, dash: [10, 10], dashPhase: 5)), width: 100, height: 100)
        for x in [10, 14, 25, 34] { #expect(image.alpha(x, 50) == 1, "dash at x=\(x)") }
        for x in [15, 24, 35, 44] { #expect(image.alpha(x, 50) == 0, "gap at x=\(x)") }
    }

    @Test func capsExtendTheEndsByTheirGeometry() throws {
        let butt = try render(line(StrokeStyle(lineWidth: 10, lineCap: .butt)), width: 100, height: 100)
        let square = try render(line(StrokeStyle(lineWidth: 10, lineCap: .square)), width: 100, height: 100)
        let round = try render(line(StrokeStyle(lineWidth: 10, lineCap: .round)), width: 100, height: 100)
        // Butt stops at x = 10; square reaches x = 5 with full corners; round reaches x = 5 on the
        // axis only.
        #expect(butt.alpha(9, 50) == 0 && butt.alpha(10, 50) == 1)
        #expect(square.alpha(5, 50) == 1 && square.alpha(4, 50) == 0 && square.alpha(5, 45) == 1)
        #expect(round.alpha(6, 50) == 1 && round.alpha(4, 50) == 0)
        #expect(round.alpha(5, 45) == 0, "a round cap leaves the corner empty")
    }

    func corner(_ join: CGLineJoin) throws -> RasterImage {
        let view = Path { p in
            p.move(to: CGPoint(x: 20, y: 50))
            p.addLine(to: CGPoint(x: 60, y: 50))
            p.addLine(to: CGPoint(x: 60, y: 90))
        }.stroke(Color.black, style: StrokeStyle(lineWidth: 20, lineJoin: join))
        return try render(view, width: 100, height: 100)
    }

    @Test func joinsShapeTheOuterCorner() throws {
        let miter = try corner(.miter), bevel = try corner(.bevel), round = try corner(.round)
        // The outer corner of the stroke is at (70, 40). A miter fills it; a bevel cuts it along
        // the line from (60, 40) to (70, 50); a round join keeps a radius-10 arc about (60, 50).
        #expect(miter.alpha(68, 41) == 1)
        #expect(bevel.alpha(68, 41) == 0)
        #expect(round.alpha(68, 41) == 0)
        #expect(bevel.alpha(63, 46) == 1)                        // inside the bevel's triangle
        #expect(round.alpha(66, 44) == 1 && bevel.alpha(66, 43) == 0) // inside the arc, beyond the bevel
    }
}
