import Foundation
import Testing
@testable import Reel

@Suite("SVG path data: parsing")
struct SVGPathParsingTests {
    private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test func emptyAndBlankDataAreEmptyPaths() throws {
        #expect(try Path(svgPathData: "").isEmpty)
        #expect(try Path(svgPathData: " \t\r\n\u{0C} ").isEmpty)
    }

    @Test func moveAndLine() throws {
        let path = try Path(svgPathData: "M10 20 L30 40")
        #expect(path.elements == [.move(to: p(10, 20)), .line(to: p(30, 40))])
    }

    @Test func relativeMoveRepeatsAsRelativeLines() throws {
        let path = try Path(svgPathData: "m10 10 20 0 0 20 -20 0 z")
        #expect(path.elements == [
            .move(to: p(10, 10)), .line(to: p(30, 10)), .line(to: p(30, 30)), .line(to: p(10, 30)),
            .closeSubpath,
        ])
    }

    @Test func absoluteMoveRepeatsAsAbsoluteLines() throws {
        let path = try Path(svgPathData: "M 1 2 3 4 5 6")
        #expect(path.elements == [.move(to: p(1, 2)), .line(to: p(3, 4)), .line(to: p(5, 6))])
    }

    @Test func horizontalAndVerticalLines() throws {
        let path = try Path(svgPathData: "M 5 5 H 20 V 30 h -10 v -5 H 1 2")
        #expect(path.elements == [
            .move(to: p(5, 5)), .line(to: p(20, 5)), .line(to: p(20, 30)), .line(to: p(10, 30)),
            .line(to: p(10, 25)), .line(to: p(1, 25)), .line(to: p(2, 25)),
        ])
    }

    @Test func packedNumbers() throws {
        let path = try Path(svgPathData: "M1e-3 2E+2L-1-2 .5.5+3-.25e1")
        #expect(path.elements == [
            .move(to: p(0.001, 200)), .line(to: p(-1, -2)), .line(to: p(0.5, 0.5)), .line(to: p(3, -2.5)),
        ])
    }

    @Test func commasAndAllWhitespaceKinds() throws {
        let path = try Path(svgPathData: "\n\tM1,1C2,2,3,3,4,4\r\nL 5 ,6\u{0C}7, 8")
        #expect(path.elements == [
            .move(to: p(1, 1)), .curve(to: p(4, 4), control1: p(2, 2), control2: p(3, 3)),
            .line(to: p(5, 6)), .line(to: p(7, 8)),
        ])
    }

    @Test func smoothCubicReflectsThePreviousControlPoint() throws {
        let absolute = try Path(svgPathData: "M0 0 C10 0 20 10 20 20 S30 40 40 40 50 30 60 20")
        #expect(absolute.elements == [
            .move(to: p(0, 0)),
            .curve(to: p(20, 20), control1: p(10, 0), control2: p(20, 10)),
            .curve(to: p(40, 40), control1: p(20, 30), control2: p(30, 40)),
            .curve(to: p(60, 20), control1: p(50, 40), control2: p(50, 30)),
        ])
        let relative = try Path(svgPathData: "M0 0 c10 0 20 10 20 20 s10 20 20 20 10-10 20-20")
        #expect(relative == absolute)
    }

    @Test func smoothCubicWithoutACubicBeforeUsesTheCurrentPoint() throws {
        let path = try Path(svgPathData: "M 1 1 S 2 2 3 3")
        #expect(path.elements == [.move(to: p(1, 1)), .curve(to: p(3, 3), control1: p(1, 1), control2: p(2, 2))])
        let afterQuad = try Path(svgPathData: "M 1 1 Q 2 2 3 3 S 4 4 5 5")
        #expect(afterQuad.elements.last == .curve(to: p(5, 5), control1: p(3, 3), control2: p(4, 4)))
    }

    @Test func smoothQuadraticChainsReflect() throws {
        let path = try Path(svgPathData: "M0 0 Q10 20 20 0 T40 0 60 0")
        #expect(path.elements == [
            .move(to: p(0, 0)),
            .quadCurve(to: p(20, 0), control: p(10, 20)),
            .quadCurve(to: p(40, 0), control: p(30, -20)),
            .quadCurve(to: p(60, 0), control: p(50, 20)),
        ])
        let relative = try Path(svgPathData: "M0 0q10 20 20 0t20 0t20 0")
        #expect(relative == path)
    }

    @Test func smoothQuadraticWithoutAQuadraticBeforeIsAStraightCurve() throws {
        let path = try Path(svgPathData: "M 1 1 T 5 5")
        #expect(path.elements == [.move(to: p(1, 1)), .quadCurve(to: p(5, 5), control: p(1, 1))])
        let afterCubic = try Path(svgPathData: "M0 0 C1 1 2 2 3 3 T 4 4")
        #expect(afterCubic.elements.last == .quadCurve(to: p(4, 4), control: p(3, 3)))
    }

    @Test func closeReturnsToTheSubpathStartForRelativeCommands() throws {
        let path = try Path(svgPathData: "M 10 10 l 5 0 z m 1 1 l 1 0 Z L 0 0")
        #expect(path.elements == [
            .move(to: p(10, 10)), .line(to: p(15, 10)), .closeSubpath,
            .move(to: p(11, 11)), .line(to: p(12, 11)), .closeSubpath,
            .line(to: p(0, 0)),
        ])
        #expect(path.currentPoint == p(0, 0))
    }

    @Test func relativeFirstMoveIsAbsolute() throws {
        let path = try Path(svgPathData: "m 3 4 l 1 1")
        #expect(path.elements == [.move(to: p(3, 4)), .line(to: p(4, 5))])
    }

    @Test func packedArcFlags() throws {
        let path = try Path(svgPathData: "M0 0a1 1 0 011 1")
        // Small arc, positive-angle sweep: a quarter circle about (0, 1) ending exactly at (1, 1).
        #expect(path.elements.count == 2)
        guard case .curve(let end, let c1, let c2) = path.elements[1] else {
            Issue.record("expected a cubic, got \(path.elements[1])"); return
        }
        #expect(end == p(1, 1))
        let k = Path.quarterArcHandle
        #expect(PathTestSupport.near(c1, p(k, 0), 1e-12))
        #expect(PathTestSupport.near(c2, p(1, 1 - k), 1e-12))
        let packed = try Path(svgPathData: "M0 0a1 1 0 1 1 1 1")
        #expect(try Path(svgPathData: "M0 0a1 1 0 111 1") == packed)
        #expect(packed.elements.count == 4) // the large arc: three quarter turns
    }

    @Test func zeroRadiusArcIsALine() throws {
        #expect(try Path(svgPathData: "M0 0 A 0 5 0 0 1 10 10").elements == [.move(to: p(0, 0)), .line(to: p(10, 10))])
        #expect(try Path(svgPathData: "M0 0 a 5 0 0 1 0 10 10").elements == [.move(to: p(0, 0)), .line(to: p(10, 10))])
    }

    @Test func arcEndingWhereItStartsIsOmitted() throws {
        let path = try Path(svgPathData: "M5 5 A 10 10 0 1 1 5 5 L 6 6")
        #expect(path.elements == [.move(to: p(5, 5)), .line(to: p(6, 6))])
    }

    @Test func arcThenSmoothCurveDoesNotReflect() throws {
        let path = try Path(svgPathData: "M0 0 A 5 5 0 0 1 10 0 S 15 5 20 0")
        #expect(path.elements.last == .curve(to: p(20, 0), control1: p(10, 0), control2: p(15, 5)))
    }

    // MARK: Errors

    private func error(_ data: String) -> SVGPathError? {
        do {
            _ = try Path(svgPathData: data)
            return nil
        } catch let error as SVGPathError {
            return error
        } catch {
            return nil
        }
    }

    @Test func badNumberNamesItsOffset() {
        let e = error("M 10 x")
        #expect(e?.offset == 5)
        #expect(e?.message == "expected a number at offset 5, found 'x'")
        #expect(e?.description == e?.message)
    }

    @Test func dataMustBeginWithAMove() {
        let e = error("L 1 2")
        #expect(e?.offset == 0)
        #expect(e?.message == "expected a moveto command (M or m) at offset 0, found 'L'; path data must begin with one")
        #expect(error("  z")?.offset == 2)
        #expect(error("1 2")?.offset == 0)
    }

    @Test func badArcFlag() {
        let e = error("M1 2 A 1 1 0 2 1 3 4")
        #expect(e?.offset == 13)
        #expect(e?.message == "expected an arc flag (0 or 1) at offset 13, found '2'")
        #expect(error("M1 2 A 1 1 0 0 7 3 4")?.offset == 15)
        #expect(error("M1 2 A 1 1 0 .5 1 3 4")?.offset == 13)
    }

    @Test func truncatedData() {
        let e = error("M 1 2 L 3")
        #expect(e?.offset == 9)
        #expect(e?.message == "expected a number at offset 9, found the end of the data")
        #expect(error("M")?.offset == 1)
        #expect(error("M 1 2 C 1 2 3 4 5")?.offset == 17)
        #expect(error("M 1 2 A 1 1 0 0")?.offset == 15)
    }

    @Test func commaRules() {
        let trailing = error("M 1 2 L 3 4,")
        #expect(trailing?.offset == 12)
        #expect(trailing?.message == "expected a number after ',' at offset 12, found the end of the data")
        #expect(error("M 1,,2")?.offset == 4)
        #expect(error("M,1 2")?.offset == 1)
        #expect(error("M 1 2, L 3 4")?.offset == 7)
    }

    @Test func badNumberShapes() {
        let exponent = error("M1e 2")
        #expect(exponent?.offset == 3)
        #expect(exponent?.message == "expected a digit of the exponent at offset 3, found ' '")
        let sign = error("M - 2")
        #expect(sign?.offset == 3)
        #expect(sign?.message == "expected a digit at offset 3, found ' '")
        #expect(error("M . 2")?.offset == 3)
        #expect(error("M 0x10 2")?.offset == 3)
        let huge = error("M 1e999 0")
        #expect(huge?.offset == 2)
        #expect(huge?.message == "number '1e999' at offset 2 is too large")
    }

    @Test func badCommandLetters() {
        let e = error("M 1 2 X 3")
        #expect(e?.offset == 6)
        #expect(e?.message == "expected a path command letter (M L H V C S Q T A Z) at offset 6, found 'X'")
        #expect(error("M 1 2 Z 3")?.offset == 8)
        #expect(error("M 1 2 L 3 4 Zz L")?.offset == 16)
    }

    @Test func nonASCIICharactersAreNamed() {
        let e = error("M 1 2 L é")
        #expect(e?.offset == 8)
        #expect(e?.message == "expected a number at offset 8, found 'é' (U+00E9)")
        #expect(error("M 1 2 L 3 4 \u{1F600}")?.message == "expected a path command letter (M L H V C S Q T A Z) at offset 12, found '\u{1F600}' (U+1F600)")
        let tab = error("M 1 2 L\t\u{0B}")
        #expect(tab?.message == "expected a number at offset 8, found U+000B")
    }
}
