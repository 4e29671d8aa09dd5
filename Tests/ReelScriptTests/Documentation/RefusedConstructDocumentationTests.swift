import Foundation
import Testing
@testable import ReelScript

/// The table of refused constructs (`docs/RefusedConstructs.md`) names every type, function,
/// modifier and method scene files refuse (`RefusedConstruct`), so the documentation and the
/// messages cannot drift.
@Suite struct RefusedConstructDocumentationTests {
    /// The identifiers inside backticks in the article "Refused, and what to write instead" (its
    /// first section).
    static func documentedNames() throws -> Set<String> {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root = try #require(root.pathComponents.count > 1 ? root.deletingLastPathComponent() : nil, "no Package.swift above \(#filePath)")
        }
        let text = try String(contentsOf: root.appendingPathComponent("docs/RefusedConstructs.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "# Refused, and what to write instead\n").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        let spans = section.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        return Set(spans.flatMap { $0.split { !($0.isLetter || $0.isNumber) }.map(String.init) })
    }

    @Test func everyRefusedNameIsDocumented() throws {
        let documented = try Self.documentedNames()
        for name in RefusedConstruct.names.keys.sorted() + RefusedConstruct.members.keys.sorted() {
            #expect(documented.contains(name), "docs/RefusedConstructs.md does not name '\(name)'")
        }
        for attribute in ["Environment", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Observable", "Bindable", "dismiss"] {
            #expect(documented.contains(attribute), "docs/RefusedConstructs.md does not name '@\(attribute)'")
        }
    }
}
