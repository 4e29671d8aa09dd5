import Foundation
import ReelTestSupport
import Testing

/// `reel test`: the gallery against Tests/Golden, a recoloured scene, update modes under CI, and
/// bad input.
@Suite struct TestCommandTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// How many goldens the gallery has: one PNG per checked frame.
    static var goldenCount: Int {
        let golden = root.appendingPathComponent("Tests/Golden")
        return (FileManager.default.enumerator(atPath: golden.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.count
    }

    /// Copies of the gallery's scene files and goldens in a new temporary folder.
    func copies() throws -> (scenes: URL, golden: URL, report: URL) {
        let dir = try CLIRunner.temporaryDirectory()
        let scenes = dir.appendingPathComponent("Scenes"), golden = dir.appendingPathComponent("Golden")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Scenes"), to: scenes)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Tests/Golden"), to: golden)
        return (scenes, golden, dir.appendingPathComponent("report"))
    }

    /// Every file under `folder` with its bytes.
    func contents(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) { result[path] = data }
        }
        return result
    }

    @Test func theGalleryMatchesItsGoldens() throws {
        let report = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["test", "Scenes", "Scenes/Benchmarks", "--golden", "Tests/Golden", "--report", report.path], in: Self.root,
                                       environment: ["CI": "1"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ok   LikeButton: 3 frames"))
        #expect(result.stdout.hasSuffix("\(Self.goldenCount) passed, 0 failed\n"), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
        #expect(try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8).contains("failures=\"0\""))
    }

    /// The whole gallery is tested with the recoloured scene among the others in the full test
    /// tier; the default tier tests the recoloured scene alone (one gallery run,
    /// `theGalleryMatchesItsGoldens`, is enough there).
    @Test func aRecolouredSceneFailsWithImagesReportAndJUnitAndCIWritesNothing() throws {
        let (scenes, golden, report) = try copies()
        let file = scenes.appendingPathComponent("LikeButton.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "liked ? Color.red : Color.gray", with: "liked ? Color.blue : Color.gray").utf8).write(to: file)
        let goldens = contents(golden)
        let tested = TestTier.pick(fast: [file.path], full: [scenes.path, scenes.appendingPathComponent("Benchmarks").path])
        let goldenCount = TestTier.pick(fast: goldens.keys.filter { $0.hasPrefix("LikeButton/") && $0.hasSuffix(".png") }.count, full: Self.goldenCount)
        let result = try CLIRunner.run(["test"] + tested + ["--golden", golden.path, "--report", report.path], environment: ["CI": "1"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL LikeButton@74: 2031 pixels differ (7.93 %), 0 allowed; changed area x 52–107, y 55–104 (56 × 50 px)"), "\(result.stdout)")
        #expect(result.stdout.contains("accept the changes: reel test \(file.path) --golden \(golden.path) --update changed"))
        #expect(result.stdout.hasSuffix("\(goldenCount - 1) passed, 1 failed\n"))
        for kind in ["actual", "expected", "diff"] {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("images/LikeButton/frame-00074-\(kind).png").path), "\(kind)")
        }
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("1 of \(goldenCount) frames fail") && html.contains("images/LikeButton/frame-00074-diff.png"))
        #expect(html.contains("--update changed --only LikeButton@74"))
        let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"LikeButton\" tests=\"3\" failures=\"1\""))
        #expect(contents(golden) == goldens)   // under CI nothing is written

        // An explicit --update missing under CI still records nothing that exists.
        _ = try CLIRunner.run(["test"] + tested + ["--golden", golden.path, "--report", report.path, "--update", "missing"], environment: ["CI": "1"])
        #expect(contents(golden) == goldens)

        // --update changed rewrites only the frame that changed (and the manifest's record of it).
        let accepted = try CLIRunner.run(["test", file.path, "--golden", golden.path, "--report", report.path, "--update", "changed"])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        let after = contents(golden)
        #expect(Set(after.keys) == Set(goldens.keys))
        #expect(Set(after.keys.filter { after[$0] != goldens[$0] }) == ["LikeButton/frame-00074.png", "manifest.json"])
        let again = try CLIRunner.run(["test"] + tested + ["--golden", golden.path, "--report", report.path], environment: ["CI": "1"])
        #expect(again.status == 0, "\(again.stdout)")
    }

    @Test func aMissingGoldenUnderCIFailsAndSaysHowToRecord() throws {
        let golden = try CLIRunner.temporaryDirectory().appendingPathComponent("empty")
        let result = try CLIRunner.run(["test", "AlignmentBadges", "--golden", golden.path, "--report", golden.deletingLastPathComponent().appendingPathComponent("r").path],
                                       environment: ["CI": "true"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL AlignmentBadges@0: no golden"))
        #expect(result.stdout.contains("record it: reel test AlignmentBadges --golden \(golden.path) --update missing --only AlignmentBadges@0"))
        #expect(!FileManager.default.fileExists(atPath: golden.path))
        // Locally the default records it.
        let local = try CLIRunner.run(["test", "AlignmentBadges", "--golden", golden.path, "--report", golden.deletingLastPathComponent().appendingPathComponent("r").path],
                                      environment: ["CI": nil])
        #expect(local.status == 0)
        #expect(local.stdout.contains("AlignmentBadges@0: recorded a new golden"))
        #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("AlignmentBadges/frame-00000.png").path))
    }

    @Test func badOptionsAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["test"], "Name the scenes to test"),
            (["test", "LikeButton", "--update", "sometimes"], "--update must be one of all, changed, missing, none; not 'sometimes'"),
            (["test", "LikeButton", "--threshold", "2"], "threshold must be a number from 0 to 1, not 2.0"),
            (["test", "LikeButton", "--max-diff-ratio=-1"], "maxDiffPixelRatio must be a number from 0 to 1, not -1.0"),
            (["test", "LikeButton", "--only", "LikeButton"], "--only takes SCENE@FRAME"),
            (["test", "LikeButton", "--only", "Other@3"], "--only Other@3 names the scene 'Other', which is not among the scenes tested (LikeButton)"),
            (["test", "LikeButon"], "Unknown scene 'LikeButon'. Did you mean 'LikeButton'?"),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(arguments + ["--golden", "/nonexistent/golden", "--report", "/tmp/reel-unused-report"])
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    @Test func badInputFailsWithAMessageNamingTheFile() throws {
        let (_, golden, report) = try copies()
        let manifest = golden.appendingPathComponent("manifest.json")
        let original = try Data(contentsOf: manifest)
        try Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "\"scale\": 0.4", with: "\"scale\": 0.4, \"colour\": 1").utf8).write(to: manifest)
        let unknown = try CLIRunner.run(["test", "LikeButton", "--golden", golden.path, "--report", report.path])
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "error: \(manifest.path): defaults has an unknown key 'colour'; known keys: antialiasing, channelTolerance, maxDiffPixelRatio, maxDiffPixels, scale, threshold\n")
        try original.write(to: manifest)

        let outside = try CLIRunner.run(["test", "LikeButton", "--golden", golden.path, "--report", report.path, "--only", "LikeButton@150"])
        #expect(outside.status == 1)
        #expect(outside.stderr == "error: LikeButton: frame 150 is outside the scene, whose frames are 0–149\n")

        let png = golden.appendingPathComponent("LikeButton/frame-00074.png")
        try Data("damaged".utf8).write(to: png)
        let before = contents(golden)
        let damaged = try CLIRunner.run(["test", "LikeButton", "--golden", golden.path, "--report", report.path, "--update", "missing"])
        #expect(damaged.status == 1)
        #expect(damaged.stdout.contains("FAIL LikeButton@74: the golden \(png.path) cannot be read: not a PNG file (its first bytes are not the PNG signature)"), "\(damaged.stdout)")
        #expect(contents(golden) == before)
    }
}

/// `reel test` on a folder: only files that declare a scene are tested, and one that cannot be
/// loaded fails the run without stopping the others.
@Suite struct TestCommandFolderTests {
    @Test func aFolderTestsItsScenesAndReportsOneThatDoesNotLoad() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestCommandTests.root.appendingPathComponent("Scenes/AlignmentBadges.swift"),
                                         to: scenes.appendingPathComponent("AlignmentBadges.swift"))
        try Data("import Reel\nstruct Broken: AnimatedScene {\n    var format = SceneFormat(width: 10, height: 10)\n    var body: some View { Circl() }\n}\n".utf8)
            .write(to: scenes.appendingPathComponent("Broken.swift"))
        try Data("enum Catalogue { case a }\n".utf8).write(to: scenes.appendingPathComponent("Catalogue.swift"))
        let result = try CLIRunner.run(["test", scenes.path, "--golden", dir.appendingPathComponent("golden").path,
                                        "--report", dir.appendingPathComponent("report").path, "--update", "missing"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("AlignmentBadges@0: recorded a new golden"))
        #expect(result.stdout.hasSuffix("0 passed, 0 failed, 1 recorded; 1 scene file not loaded (\(scenes.path)/Broken.swift)\n"), "\(result.stdout)")
        #expect(result.stderr.contains("Broken.swift:4:27: error: unknown view or type 'Circl'; did you mean 'Circle'?"), "\(result.stderr)")
        #expect(!result.stderr.contains("Catalogue"))
    }
}
