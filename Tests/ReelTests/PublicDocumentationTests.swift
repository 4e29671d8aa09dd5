import Foundation
import Testing

/// Every public declaration in Sources/ carries a `///` doc comment.
@Suite struct PublicDocumentationTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// `file:line: declaration` for each public declaration without a doc comment.
    static func undocumented() throws -> (checked: Int, missing: [String]) {
        var missing: [String] = []
        var checked = 0
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (i, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("public ") || (trimmed.hasPrefix("@") && trimmed.contains(" public ")) else { continue }
                checked += 1
                var j = i - 1
                while j >= 0, lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("@") { j -= 1 }
                if j < 0 || !lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    missing.append("\(file.lastPathComponent):\(i + 1): \(trimmed)")
                }
            }
        }
        return (checked, missing)
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let (checked, missing) = try Self.undocumented()
        #expect(checked > 300, "found only \(checked) public declarations: is the Sources folder where it should be?")
        #expect(missing.isEmpty, "undocumented:\n\(missing.joined(separator: "\n"))")
    }
}
