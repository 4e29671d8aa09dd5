import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Reel
import ReelCairo
@testable import ReelTesting
import Testing

/// What a run's report and tally say: never "pass" when a scene was not checked or an error
/// stopped the run; recorded frames counted apart; passing frames shown by their thumbnails.
@Suite struct GoldenReportTests {
    typealias Dot = GoldenRunTests.Dot

    func outcome(_ frame: Int, _ status: FrameOutcome.Status) -> FrameOutcome {
        FrameOutcome(scene: "A", frame: frame, time: Double(frame) / 10, status: status, settings: ComparisonSettings(),
                     width: 4, height: 4, match: nil, allowedPixels: 0)
    }

    @Test func theHeadlineCountsWhatWasNotCheckedAndNeverSaysPassWithIt() {
        let two = [outcome(0, .matchedDigest), outcome(1, .matchedPixels)]
        #expect(HTMLReport.headline(two, unchecked: 0, errors: 0) == "Reel golden tests: all 2 frames pass")
        #expect(HTMLReport.headline(two, unchecked: 1, errors: 0) == "Reel golden tests: 1 scene file failed to load; 2 frames checked, none fail")
        #expect(HTMLReport.headline(two, unchecked: 2, errors: 1) == "Reel golden tests: 2 scene files failed to load; 1 error; 2 frames checked, none fail")
        #expect(HTMLReport.headline(two + [outcome(2, .different)], unchecked: 1, errors: 0) == "Reel golden tests: 1 scene file failed to load; 1 of 3 frames fail")
        #expect(HTMLReport.headline([], unchecked: 0, errors: 1) == "Reel golden tests: 1 error; no frame checked")
        #expect(HTMLReport.headline([outcome(0, .recorded)], unchecked: 0, errors: 0) == "Reel golden tests: 1 frame recorded")
        #expect(HTMLReport.headline([outcome(0, .matchedDigest), outcome(1, .recorded), outcome(2, .rerecorded)], unchecked: 0, errors: 0)
                == "Reel golden tests: 1 frame passes, 1 recorded, 1 rewritten")
    }

    @Test func aSceneThatWasNotCheckedFailsTheRunAndBothReports() throws {
        let golden = try GoldenRunTests().temporaryFolder(), report = try GoldenRunTests().temporaryFolder()
        var options = GoldenTestOptions(golden: golden, report: report, update: .missing, command: .reelTest(golden: golden.path))
        options.threads = 1
        let broken = UncheckedScene(argument: "Scenes/Broken.swift", message: "Scenes/Broken.swift:4:27: error: unknown view <Circl>\nScenes/Broken.swift:5:1: error: second")
        #expect(broken.name == "Broken")
        let result = try GoldenTestRun(options: options).run([SceneUnderTest(name: "Dot", instance: Dot(), moments: [.frame(0), .frame(29)])], unchecked: [broken])
        #expect(!result.passed)
        #expect(result.outcomes.map(\.status) == [.recorded, .recorded])
        #expect(result.tally == "0 passed, 0 failed, 2 recorded; 1 scene file not loaded (Scenes/Broken.swift)")
        let xml = try XMLDocument(contentsOf: report.appendingPathComponent("junit.xml"), options: [])
        let root = try #require(xml.rootElement())
        #expect(["tests", "failures", "errors", "skipped"].map { root.attribute(forName: $0)?.stringValue } == ["3", "0", "1", "2"])
        let error = try #require(try xml.nodes(forXPath: "//testsuite[@name='Broken']/testcase[@name='load Scenes/Broken.swift']/error").first as? XMLElement)
        #expect(error.attribute(forName: "message")?.stringValue == "Scenes/Broken.swift:4:27: error: unknown view <Circl>")
        #expect(error.stringValue == broken.message)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<title>Reel golden tests: 1 scene file failed to load; 2 frames recorded</title>"))
        #expect(html.contains("<pre class=\"error\">Scenes/Broken.swift:4:27: error: unknown view &lt;Circl&gt;\nScenes/Broken.swift:5:1: error: second</pre>"))
        #expect(html.contains("<td colspan=\"5\">failed to load</td>"))
    }

    @Test func passingFramesOfAFailingSceneShowThumbnailsAndNoGoldenIsCopied() throws {
        let runs = GoldenRunTests()
        let golden = try runs.temporaryFolder(), report = try runs.temporaryFolder()
        _ = try runs.run(golden: golden, update: .missing, moments: [.frame(0), .frame(29)])
        // Frame 0's golden becomes a red dot; frame 29's stays.
        _ = try runs.run(Dot(color: .red), golden: golden, update: .changed, moments: [.frame(0)])
        let result = try runs.run(golden: golden, update: .none, moments: [.frame(0), .frame(29)], report: report)
        #expect(result.outcomes.map(\.passed) == [false, true])
        #expect(result.outcomes[1].images == { var i = ReportImages(); i.thumbnail = "images/Dot/frame-00029-thumb.png"; return i }())
        let thumbnail = try PNGReader.read(path: report.appendingPathComponent("images/Dot/frame-00029-thumb.png").path)
        #expect(thumbnail.width == 60 && thumbnail.height == 40)
        #expect(!FileManager.default.fileExists(atPath: report.appendingPathComponent("images/Dot/frame-00029-expected.png").path))
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"images/Dot/frame-00029-thumb.png\" alt=\"frame 29\">"))
        #expect(html.contains("<img src=\"images/Dot/frame-00000-actual.png\" alt=\"frame 0\">"))
    }

    @Test func aRunStoppedByABadManifestWritesAReportSayingSo() throws {
        let runs = GoldenRunTests()
        let golden = try runs.temporaryFolder(), report = try runs.temporaryFolder()
        try Data("{ \"schema\": 1, \"scenes\": { \"Dot\": { \"frames\": [\"x\"] } } }".utf8).write(to: golden.appendingPathComponent("manifest.json"))
        let message = "\(golden.path)/manifest.json: scenes.Dot.frames[0] must be a frame number (a whole number ≥ 0), not \"x\""
        #expect(throws: GoldenError(.failure, message)) { try runs.run(golden: golden, update: .missing, report: report) }
        let xml = try XMLDocument(contentsOf: report.appendingPathComponent("junit.xml"), options: [])
        let error = try #require(try xml.nodes(forXPath: "//testsuite[@name='reel test']/testcase[@name='run']/error").first as? XMLElement)
        #expect(error.attribute(forName: "message")?.stringValue == message)
        #expect(try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
            .contains("<h1 class=\"bad\">Reel golden tests: 1 error; no frame checked</h1>"))
    }

    @Test func recordingWritesThePathScaleAndFramesChosen() throws {
        let golden = try GoldenRunTests().temporaryFolder()
        var scene = SceneUnderTest(name: "Dot", instance: Dot(), moments: [.frame(3), .time(0.5)])
        scene.recordsMoments = true
        scene.scale = 0.5
        scene.path = "../Scenes/Dot.swift"
        let options = GoldenTestOptions(golden: golden, report: nil, update: .missing, command: .reelTest(golden: golden.path))
        let result = try GoldenTestRun(options: options).run([scene])
        #expect(result.outcomes.map(\.frame) == [3, 15] && result.outcomes.allSatisfy { $0.width == 30 })
        let entry = try #require(try GoldenFolder(url: golden).loadManifest().scenes["Dot"])
        #expect(entry.path == "../Scenes/Dot.swift" && entry.scale == 0.5 && entry.frames == [3] && entry.times == [0.5])
        #expect(entry.goldens.keys.sorted() == [3, 15])
        // A run that writes nothing records nothing, whatever it was given.
        scene.scale = 1
        scene.moments = [.frame(3)]
        let before = try Data(contentsOf: golden.appendingPathComponent("manifest.json"))
        let failing = try GoldenTestRun(options: GoldenTestOptions(golden: golden, report: nil, update: .none, command: .reelTest(golden: golden.path))).run([scene])
        #expect(failing.outcomes.map(\.status) == [.sizeMismatch(goldenWidth: 30, goldenHeight: 20)])
        #expect(try Data(contentsOf: golden.appendingPathComponent("manifest.json")) == before)

        // The path is read back, and must be a path.
        let path = "m.json"
        #expect(try GoldenManifest.parse(Data(#"{ "schema": 1, "scenes": { "A": { "path": "../A.swift" } } }"#.utf8), path: path).scenes["A"]?.path == "../A.swift")
        #expect(throws: GoldenError(.failure, "m.json: scenes.A.path must name a scene file or folder (from the golden folder), not \"\"")) {
            try GoldenManifest.parse(Data(#"{ "schema": 1, "scenes": { "A": { "path": "" } } }"#.utf8), path: path)
        }
        #expect(throws: GoldenError(.failure, "m.json: scenes.A.path must be a string, not a number")) {
            try GoldenManifest.parse(Data(#"{ "schema": 1, "scenes": { "A": { "path": 3 } } }"#.utf8), path: path)
        }
    }
}
