import Testing
import ReelSystem

/// Text quoted as a Swift string literal: one line, reading back as the same text.
@Suite struct SwiftLiteralTests {
    @Test func quotesAndEscapes() {
        #expect(SwiftLiteral.quoted("Like") == "\"Like\"")
        #expect(SwiftLiteral.quoted("say \"hi\"\\now") == #""say \"hi\"\\now""#)
        #expect(SwiftLiteral.quoted("a\nb\rc\td") == #""a\nb\rc\td""#)
        #expect(SwiftLiteral.quoted("\u{1b}[0m\u{7f}") == #""\u{1b}[0m\u{7f}""#)
        #expect(SwiftLiteral.quoted("café ❤️") == "\"café ❤️\"")
    }
}
