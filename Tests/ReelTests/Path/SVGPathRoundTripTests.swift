import Foundation
import Testing
@testable import Reel

@Suite("SVG path data: writing and round trips")
struct SVGPathRoundTripTests {
    /// Path data exercising every command, both forms, repeats, packing, and arcs of every kind.
    static let corpus: [String] = [
        "M10 20 L30 40",
        "M 10,20 l 30,40 h 10 v -5 z",
        "M0 0 H 50 V 50 H 0 Z",
        "m10 10 20 0 0 20 -20 0 z",
        "M1e-3 2E+2 L-1-2 .5.5",
        "M0,0C10,0 20,10 20,20S30,40 40,40 50,30 60,20",
        "M0 0 Q10 20 20 0 T40 0 60 0 80 0",
        "M0 0 q10 20 20 0 t20 0 t20 0",
        "M 10 10 A 20 20 0 0 1 50 10",
        "M 10 10 A 20 20 0 1 1 50 10",
        "M 10 10 A 20 20 0 0 0 50 10",
        "M 10 10 A 20 20 0 1 0 50 10",
        "M0 0a1 1 0 011 1",
        "M0 0a25 10 -30 1 1 50 -25z",
        "M10 315 L 110 215 A 30 50 0 0 1 162.55 162.45 L 172.55 152.45 A 30 50 -45 0 1 215.1 109.9 L 315 10",
        "M 0 0 A 0 10 0 0 1 10 10",
        "M 5 5 A 10 10 0 0 1 5 5",
        "M0 0 A 1 1 0 0 1 100 0",
        "M100 100 a50 50 0 1 0 100 0 a50 50 0 1 0 -100 0",
        "M 0 0 L 10 0 Z L 5 5",
        "M 0 0 z m 5 5 l 1 1 z m 1 1",
        "M-0.5-.5l.25.25-1e2 1E-2",
        "M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z",
        "M 1 2 3 4 5 6",
        "\n\tM 1 2\r\n L 3 4 \u{0C}",
        "M 0 0 C 0 0 0 0 0 0",
        "M 0.1 0.2 L 0.30000000000000004 1e-300 L 1.7976931348623157e308 -5e-324",
        "M 1 1 S 2 2 3 3",
        "M 1 1 T 5 5",
        "M 1 1 Q 2 2 3 3 S 4 4 5 5",
        "M1,1C2,2,3,3,4,4",
        "M 10 10 a 5 8 45 1 0 10 10 A5 8 405 0 1 30 30",
        "M 0 0 a -5 -5 0 0 1 10 0",
        "M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z",
        "M0 0 l1 1 M 5 5 l 1 1",
        "m 1 1",
        "M 3 3 a 4 2 90 1 0 1e-9 1e-9",
        "M 0 0 A 1e-5 2e-5 17 0 0 0.3 0.7 a 7 7 0 1 1 -3.5 2 Z",
        "M.1.2.3.4-.5-.6+.7+.8 1.e1 2.E-1",
        "M 50 50 h 1e5 v -1e-5 A 1e4 1e4 0 0 1 -1e4 3e4 z",
        "",
    ]

    @Test(arguments: corpus)
    func parseWriteParseGivesAnEqualPath(_ data: String) throws {
        let first = try Path(svgPathData: data)
        let written = first.svgPathData
        let second = try Path(svgPathData: written)
        #expect(second == first, "\(data) -> \(written)")
        #expect(PathTestSupport.coordinates(second).map(\.bitPattern) == PathTestSupport.coordinates(first).map(\.bitPattern))
        #expect(second.svgPathData == written)
    }

    @Test func corpusIsLargeEnough() {
        #expect(Self.corpus.count >= 30)
    }

    @Test func writesAbsoluteCommandsWithPlainIntegers() throws {
        let path = try Path(svgPathData: "m1 2 l 3 4 q 1 1 2 0 c 1 1 2 2 3 3 h 0.5 z")
        #expect(path.svgPathData == "M1 2 L4 6 Q5 7 6 6 C7 7 8 8 9 9 L9.5 9 Z")
        #expect(Path().svgPathData == "")
    }

    @Test func numberFormatting() {
        #expect(Path.svgNumber(1) == "1")
        #expect(Path.svgNumber(-2) == "-2")
        #expect(Path.svgNumber(0) == "0")
        #expect(Path.svgNumber(-0.0) == "-0")
        #expect(Path.svgNumber(0.5) == "0.5")
        #expect(Path.svgNumber(0.1) == "0.1")
        #expect(Path.svgNumber(1e-5) == "1e-05")
        #expect(Path.svgNumber(1e16) == "1e+16")
        #expect(Path.svgNumber(9_007_199_254_740_993) == "9007199254740992")
        #expect(Path.svgNumber(123_456_789_012_345) == "123456789012345")
    }

    @Test func everyDoubleSurvivesTheRoundTripBitForBit() throws {
        var generator = PathTestSupport.Generator(state: 0x5EED_0F_5A7)
        var values: [CGFloat] = [0.1, 1.0 / 3, -0.0, 0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude, -.leastNormalMagnitude,
                                 1e16, 9_007_199_254_740_991, 2.5e-7, 123_456.789, -987_654_321.123_456_7]
        while values.count < 4000 {
            let value = CGFloat(Double(bitPattern: generator.next()))
            if value.isFinite { values.append(value) }
            // Also numbers of everyday sizes, where the shortest form matters most.
            values.append(generator.uniform(-1000...1000))
        }
        var path = Path()
        var index = 0
        while index + 6 <= values.count {
            let v = values[index..<index + 6].map { $0 }
            path.move(to: CGPoint(x: v[0], y: v[1]))
            path.addCurve(to: CGPoint(x: v[4], y: v[5]), control1: CGPoint(x: v[0], y: v[1]), control2: CGPoint(x: v[2], y: v[3]))
            path.addQuadCurve(to: CGPoint(x: v[2], y: v[3]), control: CGPoint(x: v[5], y: v[4]))
            path.addLine(to: CGPoint(x: v[1], y: v[0]))
            path.closeSubpath()
            index += 6
        }
        let parsed = try Path(svgPathData: path.svgPathData)
        #expect(parsed == path)
        #expect(PathTestSupport.coordinates(parsed).map(\.bitPattern) == PathTestSupport.coordinates(path).map(\.bitPattern))
    }

    @Test func builtShapesRoundTrip() throws {
        var path = Path(roundedRect: CGRect(x: 3, y: 4, width: 100, height: 50), cornerRadius: 12)
        path.addEllipse(in: CGRect(x: 0.3, y: 0.7, width: 33.3, height: 17.1))
        path.addArc(center: CGPoint(x: 7, y: 9), radius: 4.2, startAngle: .degrees(13), endAngle: .degrees(299), clockwise: true)
        path.addArc(tangent1End: CGPoint(x: 40, y: 9), tangent2End: CGPoint(x: 40, y: 60), radius: 6.5)
        let parsed = try Path(svgPathData: path.svgPathData)
        #expect(parsed == path)
    }
}
