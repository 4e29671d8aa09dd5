import Foundation
import Testing

/// docs/Interaction.md opens with a view file with a `Button` and its events script: they are the
/// interactive corpus's LikeButton files, character for character, so the example the
/// documentation (and the README, which points to it) shows is one the corpus renders unchanged
/// and checks (InteractiveCorpusTests).
@Suite struct InteractionDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift code block of `text` whose first line is `first`, without that line.
    static func block(_ text: String, startingWith first: String) -> String? {
        guard let start = text.range(of: "```swift\n" + first + "\n") else { return nil }
        guard let end = text.range(of: "```\n", range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func theLikeButtonExampleIsTheCorpusFileUnchanged() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/Interaction.md"), encoding: .utf8)
        let corpus = Self.root.appendingPathComponent("Tests/ReelScriptTests/Corpora/Interactive")
        let view = try String(contentsOf: corpus.appendingPathComponent("LikeButton.swift"), encoding: .utf8)
        let events = try String(contentsOf: corpus.appendingPathComponent("LikeButton.events.swift"), encoding: .utf8)
        #expect(Self.block(doc, startingWith: "// LikeButton.swift, unchanged") == view)
        #expect(Self.block(doc, startingWith: "// LikeButton.events.swift") == events)
        #expect(view.contains("Button {"))
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("[scripted interaction](docs/Interaction.md) shows that\n`Button` file and its script"))
    }
}
