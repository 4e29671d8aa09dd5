import Foundation
import Reel
import ReelCairo
import ReelExport
@testable import ReelTesting
import Testing

/// Golden runs on small scenes in temporary folders: recording, update modes, failures and their
/// report, and bad input.
@Suite struct GoldenRunTests {
    /// A dot sliding right over 1 s (30 frames at 30 fps), its colour set by the instance.
    struct Dot: AnimatedScene {
        var format = SceneFormat(width: 60, height: 40, fps: 30, duration: 1, background: .white)
        var color = Color.blue
        @State var x: CGFloat = -15
        var body: some View { Circle().fill(color).frame(width: 14, height: 14).offset(x: x) }
        var timeline: some Timeline { At(0) { withAnimation(.linear(duration: 1)) { x = 15 } } }
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func run(_ scene: Dot = Dot(), golden: URL, update: UpdateMode, only: [FrameRequest] = [], moments: [FrameMoment]? = nil,
             report: URL? = nil) throws -> GoldenRunResult {
        var options = GoldenTestOptions(golden: golden, report: report, update: update, command: .reelTest(golden: golden.path))
        options.only = only
        return try GoldenTestRun(options: options).run([SceneUnderTest(name: "Dot", instance: scene, moments: moments)])
    }

    func files(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return result
    }

    @Test func missingGoldensAreRecordedThenMatchByDigest() throws {
        let golden = try temporaryFolder()
        let first = try run(golden: golden, update: .missing)
        #expect(first.outcomes.map(\.frame) == [0, 14, 29])   // first, middle, last
        #expect(first.outcomes.allSatisfy { $0.status == .recorded })
        #expect(Set(files(golden).keys) == ["manifest.json", "Dot/frame-00000.png", "Dot/frame-00014.png", "Dot/frame-00029.png"])
        let manifest = try GoldenFolder(url: golden).loadManifest()
        #expect(manifest.scenes["Dot"]?.goldens[14]?.width == 60)
        #expect(manifest.environments.count == 1)
        let second = try run(golden: golden, update: .missing)
        #expect(second.outcomes.allSatisfy { $0.status == .matchedDigest })
        #expect(second.passed)
    }

    @Test func theDigestPathReadsNoImage() throws {
        let folder = try temporaryFolder()
        let image = RasterImage(width: 3, height: 2, fill: 0xFF12_3456)
        let notAPNG = folder.appendingPathComponent("golden.png")
        try Data("not a PNG".utf8).write(to: notAPNG)
        let record = GoldenManifest.Golden(pixels: PixelDigest(of: image), width: 3, height: 2, environment: "e")
        guard case .matchedDigest = GoldenVerdict.of(image, digest: PixelDigest(of: image), record: record, file: notAPNG, settings: ComparisonSettings()) else {
            Issue.record("a matching digest must pass without decoding"); return
        }
        var other = image
        other[1, 1] = 0xFF00_0000
        guard case .unreadable(let reason) = GoldenVerdict.of(other, digest: PixelDigest(of: other), record: record, file: notAPNG, settings: ComparisonSettings()) else {
            Issue.record("a changed frame must read the golden"); return
        }
        #expect(reason.contains(notAPNG.path) && reason.contains("not a PNG file"))
    }

    @Test func identicalPixelsWithoutARecordPass() throws {
        let golden = try temporaryFolder()
        _ = try run(golden: golden, update: .missing)
        try FileManager.default.removeItem(at: golden.appendingPathComponent("manifest.json"))
        let result = try run(golden: golden, update: .none)
        #expect(result.outcomes.allSatisfy { $0.status == .matchedPixels })
        #expect(!FileManager.default.fileExists(atPath: golden.appendingPathComponent("manifest.json").path))
    }

    @Test func noRecordingMeansAMissingGoldenFailsAndNothingIsWritten() throws {
        let golden = try temporaryFolder().appendingPathComponent("none-yet")
        let result = try run(golden: golden, update: .none)
        #expect(!result.passed)
        #expect(result.outcomes.allSatisfy { $0.status == .missing })
        #expect(result.failureText.contains("record it: reel test Dot --golden \(golden.path) --update missing --only Dot@0"))
        #expect(!FileManager.default.fileExists(atPath: golden.path))
    }

    @Test func continuousIntegrationNeverRecordsByDefault() {
        #expect(UpdateMode.default(environment: ["CI": "1"]) == .none)
        #expect(UpdateMode.default(environment: ["CI": "true"]) == .none)
        #expect(UpdateMode.default(environment: ["CI": "false"]) == .missing)
        #expect(UpdateMode.default(environment: [:]) == .missing)
    }

    @Test func aChangedSceneFailsWithFiguresReportAndAcceptCommand() throws {
        let golden = try temporaryFolder(), report = try temporaryFolder()
        _ = try run(golden: golden, update: .missing)
        let before = files(golden)
        let result = try run(Dot(color: .red), golden: golden, update: .missing, report: report)
        #expect(files(golden) == before)   // nothing overwritten
        #expect(result.failures.count == 3)
        let failure = try #require(result.failures.first)
        #expect(failure.status == .different)
        #expect(try #require(failure.match).differentPixels > 50)
        #expect(failure.acceptCommand == "reel test Dot --golden \(golden.path) --update changed --only Dot@0")
        for kind in ["actual", "expected", "diff"] {
            let path = report.appendingPathComponent("images/Dot/frame-00000-\(kind).png").path
            #expect(try PNGReader.read(path: path).width == 60, "\(kind)")
        }
        let diff = try PNGReader.read(path: report.appendingPathComponent("images/Dot/frame-00000-diff.png").path)
        #expect(diff.pixels.filter { $0 == PixelMatch.differenceColor }.count == failure.match?.differentPixels)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        for text in ["Diff", "Actual", "Expected", "Side by side", "Slider", "images/Dot/frame-00014-diff.png",
                     "--update changed --only Dot@14", "filmstrip", "Pixels changed", "maxDiffPixels"] {
            #expect(html.contains(text), "\(text)")
        }
        let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"Dot\" tests=\"3\" failures=\"3\""))
        #expect(junit.contains("<failure type=\"different\""))
    }

    @Test func updateChangedRewritesOnlyTheFramesThatChanged() throws {
        let golden = try temporaryFolder()
        _ = try run(golden: golden, update: .missing, moments: [.frame(0), .frame(29)])
        let before = files(golden)
        // A scene whose start differs and whose end does not: the dot is red until it moves.
        struct Late: AnimatedScene {
            var format = SceneFormat(width: 60, height: 40, fps: 30, duration: 1, background: .white)
            @State var x: CGFloat = -15
            @State var color = Color.red
            var body: some View { Circle().fill(color).frame(width: 14, height: 14).offset(x: x) }
            var timeline: some Timeline {
                At(0.01) { color = .blue }
                At(0) { withAnimation(.linear(duration: 1)) { x = 15 } }
            }
        }
        var options = GoldenTestOptions(golden: golden, report: nil, update: .changed, command: .reelTest(golden: golden.path))
        options.threads = 2
        let result = try GoldenTestRun(options: options).run([SceneUnderTest(name: "Dot", moments: [.frame(0), .frame(29)], make: { Late() })])
        #expect(result.outcomes.map(\.status) == [.rerecorded, .matchedDigest])
        let after = files(golden)
        #expect(after["Dot/frame-00000.png"] != before["Dot/frame-00000.png"])
        #expect(after["Dot/frame-00029.png"] == before["Dot/frame-00029.png"])
        let again = try run(golden: golden, update: .none, moments: [.frame(29)])
        #expect(again.passed)
    }

    @Test func updateAllDropsGoldensOfFramesNoLongerChecked() throws {
        let golden = try temporaryFolder()
        _ = try run(golden: golden, update: .missing)
        let result = try run(golden: golden, update: .all, moments: [.time(0.5)])
        #expect(result.outcomes.map(\.frame) == [15])
        #expect(Set(files(golden).keys) == ["manifest.json", "Dot/frame-00015.png"])
        #expect(try GoldenFolder(url: golden).loadManifest().scenes["Dot"]?.goldens.keys.sorted() == [15])
    }

    @Test func limitsLetASmallChangePass() throws {
        let golden = try temporaryFolder()
        _ = try run(golden: golden, update: .missing, moments: [.frame(0)])
        let changed = Dot(color: Color(red: 0, green: 0, blue: 0.9))
        let strict = try run(changed, golden: golden, update: .none, moments: [.frame(0)])
        let count = try #require(strict.failures.first?.match?.differentPixels)
        try Data("{ \"schema\": 1, \"scenes\": { \"Dot\": { \"maxDiffPixels\": \(count) } } }".utf8)
            .write(to: golden.appendingPathComponent("manifest.json"))
        let lenient = try run(changed, golden: golden, update: .none, moments: [.frame(0)])
        #expect(lenient.outcomes.first?.status == .withinLimits)
        // A ratio set as well: the stricter limit applies.
        try Data("{ \"schema\": 1, \"scenes\": { \"Dot\": { \"maxDiffPixels\": \(count), \"maxDiffPixelRatio\": 0.001 } } }".utf8)
            .write(to: golden.appendingPathComponent("manifest.json"))
        let both = try run(changed, golden: golden, update: .none, moments: [.frame(0)])
        #expect(both.outcomes.first?.allowedPixels == 2)   // ⌊0.001 × 2400⌋
        #expect(both.passed == (count <= 2))
    }

    @Test func aFailureInAnotherEnvironmentNamesTheLikelyCause() throws {
        let golden = try temporaryFolder()
        _ = try run(golden: golden, update: .missing, moments: [.frame(0)])
        let url = golden.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "\"cairo\": \"\(RenderingEnvironment.current.cairo)\"", with: "\"cairo\": \"0.9.0\"")
        try Data(text.utf8).write(to: url)
        let result = try run(Dot(color: .green), golden: golden, update: .none, moments: [.frame(0)])
        #expect(result.failures.first?.environmentDifferences == ["Cairo \(RenderingEnvironment.current.cairo) here, 0.9.0 for the golden"])
        #expect(result.failureText.contains("likely cause"))
    }

    // MARK: Bad input

    @Test func aGoldenOfAnotherSizeFails() throws {
        let golden = try temporaryFolder()
        try FileManager.default.createDirectory(at: golden.appendingPathComponent("Dot"), withIntermediateDirectories: true)
        try PNGWriter.write(RasterImage(width: 8, height: 8, fill: 0xFFFF_FFFF), to: golden.appendingPathComponent("Dot/frame-00000.png"))
        let before = files(golden)
        let result = try run(golden: golden, update: .missing, moments: [.frame(0)])
        #expect(result.failures.first?.summary == "Dot@0: the golden is 8 × 8 pixels, the frame 60 × 40")
        #expect(files(golden) == before)
    }

    @Test func aDamagedGoldenFailsNamingTheFile() throws {
        let golden = try temporaryFolder()
        _ = try run(golden: golden, update: .missing, moments: [.frame(0)])
        let file = golden.appendingPathComponent("Dot/frame-00000.png")
        let bytes = try Data(contentsOf: file)
        try bytes.prefix(bytes.count / 2).write(to: file)   // truncated
        let result = try run(Dot(color: .red), golden: golden, update: .missing, moments: [.frame(0)])
        #expect(result.failures.first?.summary == "Dot@0: the golden \(file.path) cannot be read: not a readable PNG file: the data is damaged or unsupported")
        #expect(try Data(contentsOf: file) == bytes.prefix(bytes.count / 2))
    }

    @Test func aFrameOutsideTheSceneIsAnError() throws {
        let golden = try temporaryFolder()
        #expect(throws: GoldenError(.failure, "Dot: frame 30 is outside the scene, whose frames are 0–29")) {
            try run(golden: golden, update: .missing, moments: [.frame(30)])
        }
        #expect(throws: GoldenError(.failure, "Dot: time 1.5 s is outside the scene, which lasts 1 s")) {
            try run(golden: golden, update: .missing, moments: [.time(1.5)])
        }
        #expect(throws: GoldenError(.usage, "--only Other@1 names the scene 'Other', which is not among the scenes tested (Dot)")) {
            try run(golden: golden, update: .missing, only: [FrameRequest(scene: "Other", moment: .frame(1))])
        }
    }

    @Test func aGoldenFolderThatCannotBeWrittenFailsNamingIt() throws {
        let parent = try temporaryFolder()
        let blocker = parent.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let golden = blocker.appendingPathComponent("golden")
        let result = try run(golden: golden, update: .missing, moments: [.frame(0)])
        let message = try #require(result.failures.first?.summary)
        #expect(message.hasPrefix("Dot@0: cannot write the golden \(golden.path)/Dot/frame-00000.png: cannot create the folder"))
        #expect(!result.passed)
    }
}
