import Testing
@testable import Reel

@Suite struct SourcePositionTests {
    /// The excerpt's two lines: the source shown, and the caret line.
    func excerpt(_ line: String, column: Int) throws -> (shown: String, caret: String) {
        let text = try #require(SourcePosition(file: "f.swift", line: 2, column: column).excerpt(in: "first\n" + line + "\nlast"))
        let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(parts.count == 2)
        return (parts[0], parts[1])
    }

    @Test func aShortLineIsShownWholeWithTheCaretUnderTheColumn() throws {
        let (shown, caret) = try excerpt("\tlet x = é + y", column: 15)
        #expect(shown == "\tlet x = é + y")
        #expect(caret == "\t            ^")
        #expect(Array(shown)[caret.count - 1] == "y")
    }

    /// A line of thousands of characters (a chain of modifiers, generated code) is cut to a
    /// window around the column, so an error prints a few lines, not megabytes.
    @Test func aLongLineIsCutToAWindowAroundTheColumn() throws {
        let line = (0..<300).map { String($0 % 10) }.joined()   // "0123456789" repeated
        let middle = try excerpt(line, column: 151)
        #expect(middle.shown.count == SourcePosition.excerptWidth + 2)
        #expect(middle.shown.hasPrefix("…") && middle.shown.hasSuffix("…"))
        #expect(Array(middle.shown)[middle.caret.count - 1] == Array(line)[150])

        let start = try excerpt(line, column: 3)
        #expect(start.shown == String(line.prefix(SourcePosition.excerptWidth)) + "…")
        #expect(start.caret == "  ^")

        let end = try excerpt(line, column: 300)
        #expect(end.shown == "…" + String(line.suffix(SourcePosition.excerptWidth)))
        #expect(Array(end.shown)[end.caret.count - 1] == Array(line)[299])
    }
}
