import Foundation
import Testing
import ReelSystem
@testable import ReelPreview

/// The live preview's section of docs/Limits.md gives the numbers the code has.
@Suite struct PreviewLimitsDocumentationTests {
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var text = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { text += "," }
            text.append(d)
        }
        return text
    }

    @Test func theLimitsSectionListsThePreviewsBounds() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/Limits.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## The live preview\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }.dropFirst()
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        let values = Dictionary(uniqueKeysWithValues: rows.map { ($0[0], $0[1]) })
        #expect(values["frames kept in memory"] == Self.grouped(FrameCache().capacity) + " bytes of PNG")
        #expect(values["folders watched"] == Self.grouped(FileWatcher.folderLimit))
        #expect(values["resource files counted in a generation's hash"] == Self.grouped(PreviewGeneration.folderFileLimit))
        #expect(values["body of `POST /record`"] == Self.grouped(PreviewRoutes.recordBodyLimit) + " bytes")
        #expect(rows.count == 4)
    }
}
