import Foundation
import Testing

/// `reel test` of a view file records the preview options its goldens were drawn with
/// (`--preview`, `--size`, `--fps`, `--duration`, …) in the manifest, and a rerun from the
/// manifest (no scene named, or the file named without options) draws the same preview on the
/// same canvas.
@Suite struct TestCommandPreviewTests {
    /// A view file with two previews of different colours.
    static let card = """
        import SwiftUI

        struct Card: View {
            var colour: Color
            var body: some View {
                HStack(spacing: 0) {
                    colour.frame(width: 20)
                    Color.white
                }
            }
        }

        #Preview("Plain") {
            Card(colour: .blue)
        }

        #Preview("Bold") {
            Card(colour: .red)
        }
        """

    /// A folder holding `Views/Card.swift`.
    func folder() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        let views = dir.appendingPathComponent("Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        try Data(Self.card.utf8).write(to: views.appendingPathComponent("Card.swift"))
        return dir
    }

    /// The manifest's entry for `scene`.
    func entry(_ dir: URL, _ scene: String) throws -> [String: Any] {
        let data = try Data(contentsOf: dir.appendingPathComponent("Golden/manifest.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require((root["scenes"] as? [String: Any])?[scene] as? [String: Any])
    }

    @Test func previewOptionsAreRecordedAndARerunUsesThem() throws {
        let dir = try folder()
        let test = ["test", "Views/Card.swift", "--golden", "Golden", "--report", "report"]
        // The second preview, and the first on a canvas of its own.
        let bold = try CLIRunner.run(test + ["--preview", "2", "--size", "60x20", "--fps", "10", "--duration", "0.5"], in: dir)
        #expect(bold.status == 0, "\(bold.stdout)\(bold.stderr)")
        #expect(bold.stdout.hasPrefix("rec  Bold: 3 frames (3 recorded)\n"), "\(bold.stdout)")
        let plain = try CLIRunner.run(test + ["--size", "40x10", "--color-scheme", "dark"], in: dir)
        #expect(plain.status == 0, "\(plain.stdout)\(plain.stderr)")
        #expect(plain.stdout.hasPrefix("rec  Plain: 3 frames (3 recorded)\n"), "\(plain.stdout)")
        let manifest = try Data(contentsOf: dir.appendingPathComponent("Golden/manifest.json"))
        let text = String(decoding: manifest, as: UTF8.self)
        #expect(text.contains(#""preview": { "duration": 0.5, "fps": 10, "name": "2", "size": "60x20" }"#), "\(text)")
        #expect(text.contains(#""preview": { "colorScheme": "dark", "size": "40x10" }"#), "\(text)")
        #expect(try entry(dir, "Bold")["path"] as? String == "../Views/Card.swift")

        // A bare run tests both previews as they were recorded (under CI: nothing may be written).
        let bare = try CLIRunner.run(["test", "--golden", "Golden", "--report", "report"], in: dir, environment: ["CI": "1"])
        #expect(bare.status == 0, "\(bare.stdout)\(bare.stderr)")
        #expect(bare.stdout.hasPrefix("ok   Bold: 3 frames\nok   Plain: 3 frames\n"), "\(bare.stdout)")
        // Naming the file without options draws its default preview with the options recorded for it.
        let named = try CLIRunner.run(test, in: dir, environment: ["CI": "1"])
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout.hasPrefix("ok   Plain: 3 frames\n"), "\(named.stdout)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("Golden/manifest.json")) == manifest)

        // Options given win over the record: another canvas fails against the goldens.
        let other = try CLIRunner.run(test + ["--size", "44x10"], in: dir, environment: ["CI": "1"])
        #expect(other.status == 1, "\(other.stdout)\(other.stderr)")
        #expect(other.stdout.hasPrefix("FAIL Plain: 3 of 3 frames\n"), "\(other.stdout)")
        // The command the report gives to accept a change repeats the options.
        #expect(other.stdout.contains("reel test Views/Card.swift --golden Golden --update changed --size 44x10"), "\(other.stdout)")
    }

    @Test func aRecordedPreviewOptionThatIsNotOneIsAnErrorNamingTheEntry() throws {
        let dir = try folder()
        let golden = dir.appendingPathComponent("Golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        try Data(#"{ "schema": 1, "scenes": { "Plain": { "path": "../Views/Card.swift", "preview": { "colorScheme": "blue" } } } }"#.utf8)
            .write(to: golden.appendingPathComponent("manifest.json"))
        let bad = try CLIRunner.run(["test", "--golden", "Golden", "--report", "report"], in: dir, environment: ["CI": "1"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("/Golden/manifest.json: scenes.Plain.preview.colorScheme must be \"light\" or \"dark\", not \"blue\"\n"), "\(bad.stdout)\(bad.stderr)")
        try Data(#"{ "schema": 1, "scenes": { "Plain": { "path": "../Views/Card.swift", "preview": { "device": "Toaster" } } } }"#.utf8)
            .write(to: golden.appendingPathComponent("manifest.json"))
        let unknown = try CLIRunner.run(["test", "--golden", "Golden", "--report", "report"], in: dir, environment: ["CI": "1"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("error: Golden/manifest.json: scenes.Plain.preview: Unknown device 'Toaster'."), "\(unknown.stderr)")
    }
}
