import Foundation
import Testing
@testable import ReelScript

/// The README's table of refused constructs names every type, function, modifier and method
/// scene files refuse (`RefusedConstruct`), so the documentation and the messages cannot drift.
@Suite struct RefusedConstructDocumentationTests {
    /// The identifiers inside backticks in the README's "Refused, and what to write instead" part.
    static func documentedNames() throws -> Set<String> {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n#### Refused, and what to write instead\n").dropFirst().first?
            .components(separatedBy: "\n#### ").first)
        let spans = section.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        return Set(spans.flatMap { $0.split { !($0.isLetter || $0.isNumber) }.map(String.init) })
    }

    @Test func everyRefusedNameIsDocumented() throws {
        let documented = try Self.documentedNames()
        for name in RefusedConstruct.names.keys.sorted() + RefusedConstruct.members.keys.sorted() {
            #expect(documented.contains(name), "the README's table of refused constructs does not name '\(name)'")
        }
        for attribute in ["Environment", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Observable", "Bindable", "dismiss"] {
            #expect(documented.contains(attribute), "the README's table of refused constructs does not name '@\(attribute)'")
        }
    }
}
