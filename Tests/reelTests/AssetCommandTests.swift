import Foundation
import Testing

/// The Travelogue corpus module (Tests/ReelScriptTests/Corpora/Modules/Travelogue) on the command
/// line: `reel inspect` prints the frames its JPEG, PNG, SVG and PDF sets give their images, and
/// `reel validate` finds nothing wrong with the folder.
@Suite struct AssetCommandTests {
    static let travelogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../ReelScriptTests/Corpora/Modules/Travelogue").standardizedFileURL

    @Test func inspectPrintsTheImagesFrames() throws {
        let journal = try CLIRunner.run(["inspect", "--preview", "Journal", Self.travelogue.path])
        #expect(journal.status == 0, "\(journal.stderr)")
        let lines = journal.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Image(\"Photo\") [0/0/0/0/0/0/0] (136.5, 315.5, 120, 80)"), "\(journal.stdout)")
        #expect(lines.contains("Text \"REEL TRIPS\" [0/0/0/0/0/0/1] (106.5, 407.5, 180, 30)"))
        let badges = try CLIRunner.run(["inspect", "--preview", "Badges", Self.travelogue.path])
        #expect(badges.stdout.contains("Image(\"Flag\") [0/0/0/0/0] (149.5, 428.5, 30, 20)"), "\(badges.stdout)")
        let ticket = try CLIRunner.run(["inspect", "--preview", "Ticket", Self.travelogue.path])
        #expect(ticket.stdout.contains("Image(\"Ticket\") [0/0/0/0] (154.5, 408.5, 84, 60)"), "\(ticket.stdout)")
    }

    @Test func validateFindsNothingWrong() throws {
        let result = try CLIRunner.run(["validate", Self.travelogue.path])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stdout) \(result.stderr)")
    }
}
