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
}
