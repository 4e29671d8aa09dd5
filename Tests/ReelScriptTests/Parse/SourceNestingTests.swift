@testable import ReelScript
import Testing

/// The bracket scan that refuses files nested deeper than the parser handles quickly.
@Suite struct SourceNestingTests {
    /// `text` with `opener` repeated `depth` times around `1`, closed again, on line 2 after `let x = `.
    static func nested(_ opener: String, _ closer: String, _ depth: Int) -> String {
        "// a scene\nlet x = " + String(repeating: opener, count: depth) + "1" + String(repeating: closer, count: depth) + "\n"
    }

    @Test func acceptsNestingUpToTheLimits() {
        #expect(SourceNesting.check(Self.nested("(", ")", SourceNesting.maximumDepth)) == nil)
        #expect(SourceNesting.check(Self.nested("[", "]", SourceNesting.maximumSquareDepth)) == nil)
        #expect(SourceNesting.check(Self.nested("{ ", " }", SourceNesting.maximumDepth)) == nil)
    }

    @Test func reportsTheFirstBracketTooDeep() {
        // `let x = ` is 8 bytes: the 129th parenthesis is at column 8 + 129.
        #expect(SourceNesting.check(Self.nested("(", ")", 200))
                == .init(line: 2, column: 137, message: "brackets and string interpolations are nested more than 128 deep"))
        #expect(SourceNesting.check(Self.nested("[", "]", 13))
                == .init(line: 2, column: 21, message: "square brackets are nested more than 12 deep"))
        // Square brackets count inside other brackets too: `[(` is two levels, the 13th `[` the 25th bracket.
        #expect(SourceNesting.check(Self.nested("[(", ")]", 13))?.column == 8 + 25)
    }

    @Test func countsInterpolationsAndSkipsStringsAndComments() {
        // Each level is `"\(`: the interpolation opens at its third byte.
        let interpolations = Self.nested("\"\\(", ")\"", 129)
        #expect(SourceNesting.check(interpolations) == .init(line: 2, column: 8 + 128 * 3 + 2,
                                                              message: "brackets and string interpolations are nested more than 128 deep"))
        let quiet = "let a = \"((((((((((((((((\" // [[[[[[[[[[[[[[[[\n/* [[[[[[[[[[[[[[[[ /* nested */ [[[[[[[[ */\n"
            + "let b = \"\"\"\n[[[[[[[[[[[[[[[[\n\"\"\"\nlet c = #\"\\([[[[[[[[[[[[[[[[\"#\nlet d = \"\\\"[[[[[[[[[[[[[[[[\"\n"
        #expect(SourceNesting.check(quiet) == nil)
        // Positions after comments and multi-line strings count their lines.
        #expect(SourceNesting.check(quiet + Self.nested("[", "]", 13))?.line == 9)
    }

    @Test func aScanProblemIsThePositionedErrorOfTheFile() throws {
        let text = "import Reel\n" + Self.nested("[", "]", 40)
        let program = LoweredText(text: text, fileName: "deep.swift")
        #expect(program.errors.map(\.description) == ["deep.swift:3:21: error: square brackets are nested more than 12 deep"])
    }

    @Test func refusesChainsLongerThanTheLimitBeforeParsing() {
        let message = "an expression chains more than 1000 member accesses, calls, '?', '!', 'try', 'await' or generic arguments; split it with 'let's"
        // `let x = ` is 8 bytes; each link below is 11, 5, 1 or 9 bytes long.
        #expect(SourceNesting.check("\nlet x = 1.0" + String(repeating: ".magnitude", count: 1_001)) == .init(line: 2, column: 12 + 1_000 * 10, message: message))
        #expect(SourceNesting.check("\nlet x = " + String(repeating: "try! ", count: 1_001) + "1") == .init(line: 2, column: 9 + 1_000 * 5, message: message))
        #expect(SourceNesting.check("\nlet x: Int" + String(repeating: "?", count: 1_001) + " = nil") == .init(line: 2, column: 11 + 1_000, message: message))
        #expect(SourceNesting.check("\nlet x: " + String(repeating: "Optional<", count: 1_001) + "Int" + String(repeating: ">", count: 1_001))?.message == message)
        // A modifier chain over many lines is one chain; its arguments' commas do not end it.
        #expect(SourceNesting.check("let v = Circle()" + String(repeating: "\n    .frame(width: 1, height: 2)", count: 1_001))?.line == 1_002)
        // At the limit, and statements, arguments and ranges of any number, pass.
        #expect(SourceNesting.check("\nlet x = 1.0" + String(repeating: ".magnitude", count: 1_000)) == nil)
        #expect(SourceNesting.check(String(repeating: "let a = b.c?.d!.e(f, g.h)\nfor i in 0..<n { x.y = 1...2 }\n", count: 2_000)) == nil)
        #expect(SourceNesting.check("let a = [" + String(repeating: "p.x, ", count: 5_000) + "]") == nil)
    }
}
