import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Golden tests without hand-editing JSON: `reel test --frames/--times/--scale` records what it
/// was given with the scene's path, a run naming no scene reruns exactly that, a first recording
/// says "recorded", a single-colour golden is warned about, and `--update all` names the goldens
/// it removes. Checked with and without `CI`.
@Suite struct TestCommandRecordingTests {
    /// A folder holding `Scenes/Dot.swift` (10 frames of 40 × 30 at 10 fps) and no goldens yet.
    func folder() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        let scenes = dir.appendingPathComponent("Scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try Data(TestCommandReportTests.dot.utf8).write(to: scenes.appendingPathComponent("Dot.swift"))
        return dir
    }

    /// The manifest's entry for `scene`, and its goldens' frame numbers and widths.
    func entry(_ dir: URL, _ scene: String = "Dot") throws -> (fields: [String: Any], goldens: [String: Int]) {
        let data = try Data(contentsOf: dir.appendingPathComponent("Golden/manifest.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var fields = try #require((root["scenes"] as? [String: Any])?[scene] as? [String: Any])
        let goldens = (fields.removeValue(forKey: "goldens") as? [String: [String: Any]] ?? [:]).mapValues { $0["width"] as? Int ?? -1 }
        return (fields, goldens)
    }

    /// The names of the JUnit report's test cases.
    func testcases(_ report: URL) throws -> [String] {
        try TestCommandReportTests.junit(report).nodes(forXPath: "//testcase").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
    }

    @Test func optionsAreRecordedWithThePathAndABareRunRerunsThem() throws {
        let dir = try folder()
        let golden = dir.appendingPathComponent("Golden"), report = dir.appendingPathComponent("report")
        let options = ["--frames", "0,2-3", "--times", "0.5", "--scale", "2"]

        // Under CI nothing is recorded, not even the options.
        let ci = try CLIRunner.run(["test", "Scenes/Dot.swift", "--golden", "Golden", "--report", "report"] + options, in: dir, environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(ci.stdout.hasPrefix("FAIL Dot: 4 of 4 frames\nFAIL Dot@0: no golden\n"), "\(ci.stdout)")
        #expect(ci.stdout.hasSuffix("\n0 passed, 4 failed\n"))
        #expect(!FileManager.default.fileExists(atPath: golden.path))

        let recorded = try CLIRunner.run(["test", "Scenes/Dot.swift", "--golden", "Golden", "--report", "report"] + options, in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout == """
            rec  Dot: 4 frames (4 recorded)
                 Dot@0: recorded a new golden
                 Dot@2: recorded a new golden
                 Dot@3: recorded a new golden
                 Dot@5: recorded a new golden
            report: \(report.path)/index.html (JUnit: \(report.path)/junit.xml)
            0 passed, 0 failed, 4 recorded

            """, "\(recorded.stdout)")
        #expect(recorded.stderr == "")
        let (fields, goldens) = try entry(dir)
        #expect(fields["path"] as? String == "../Scenes/Dot.swift")
        #expect(fields["frames"] as? [Int] == [0, 2, 3])
        #expect(fields["times"] as? [Double] == [0.5])
        #expect(fields["scale"] as? Double == 2)
        #expect(Set(fields.keys) == ["path", "frames", "times", "scale"])
        #expect(goldens == ["0": 80, "2": 80, "3": 80, "5": 80])
        let manifest = try Data(contentsOf: golden.appendingPathComponent("manifest.json"))
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h1 class=\"ok\">Reel golden tests: 4 frames recorded</h1>"), "\(html)")

        // A bare run inside the golden folder, pointed at it, or naming it with --golden, under CI
        // and not: the same four frames at scale 2, from the recorded path; nothing is written.
        let runs: [(arguments: [String], directory: URL, report: String)] = [
            (["test", "--report", "../report"], golden, "../report"),
            (["test", "Golden", "--report", "report"], dir, "report"),
            (["test", "--golden", "Golden", "--report", "report"], dir, "report"),
        ]
        for (arguments, directory, _) in runs {
            for ci in [true, false] {
                let again = try CLIRunner.run(arguments, in: directory, environment: ci ? ["CI": "1"] : [:])
                #expect(again.status == 0, "\(arguments): \(again.stdout)\(again.stderr)")
                #expect(again.stdout == "ok   Dot: 4 frames\nreport: \(report.path)/index.html (JUnit: \(report.path)/junit.xml)\n4 passed, 0 failed\n", "\(arguments): \(again.stdout)")
                #expect(try testcases(report) == ["frame 0 (0 s)", "frame 2 (0.2 s)", "frame 3 (0.3 s)", "frame 5 (0.5 s)"])
                #expect(try Data(contentsOf: golden.appendingPathComponent("manifest.json")) == manifest)
            }
        }

        // The bare run draws the scene file anew: a change to it fails there.
        let scene = dir.appendingPathComponent("Scenes/Dot.swift")
        try Data(TestCommandReportTests.dot.replacingOccurrences(of: "Color.blue", with: "Color.red").utf8).write(to: scene)
        let changed = try CLIRunner.run(["test", "--report", "../report"], in: golden, environment: ["CI": "1"])
        #expect(changed.status == 1)
        #expect(changed.stdout.hasPrefix("FAIL Dot: 4 of 4 frames\n"), "\(changed.stdout)")
        #expect(changed.stdout.contains("accept the changes: reel test \(scene.path) --golden . --update changed\n"), "\(changed.stdout)")
        #expect(changed.stdout.hasSuffix("\n0 passed, 4 failed\n"))
    }

    @Test func aBareRunFailsOnEntriesItCannotRun() throws {
        let dir = try folder()
        let golden = dir.appendingPathComponent("Golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        try Data(#"{ "schema": 1, "scenes": { "Ghost": {}, "Gone": { "path": "../Scenes/Gone.swift" } } }"#.utf8)
            .write(to: golden.appendingPathComponent("manifest.json"))
        let result = try CLIRunner.run(["test", "--golden", "Golden", "--report", "report"], in: dir, environment: ["CI": "true"])
        #expect(result.status == 1)
        let ghost = "error: Golden/manifest.json: scenes.Ghost has no path, and no compiled scene is named Ghost; test its scene file by name once (reel test PATH.swift --golden Golden --update all) to record its path"
        let gone = "Scenes/Gone.swift:1:1: error: cannot read the scene file: no such file"
        #expect(result.stderr == "\(ghost)\n\(gone)\nScenes/Gone.swift: 1 error\n", "\(result.stderr)")
        #expect(result.stdout.hasSuffix("0 passed, 0 failed; 2 scene files not loaded (Ghost, Scenes/Gone.swift)\n"), "\(result.stdout)")
        let xml = try TestCommandReportTests.junit(dir.appendingPathComponent("report"))
        #expect(try TestCommandReportTests.attributes(xml, "/testsuites", ["tests", "failures", "errors"]) == ["2", "0", "2"])
        let messages = try xml.nodes(forXPath: "//error").compactMap { ($0 as? XMLElement)?.attribute(forName: "message")?.stringValue }
        #expect(messages == [ghost, gone])

        // A path naming a file of another scene is refused too.
        try Data(#"{ "schema": 1, "scenes": { "Other": { "path": "../Scenes/Dot.swift" } } }"#.utf8).write(to: golden.appendingPathComponent("manifest.json"))
        let other = try CLIRunner.run(["test", "--golden", "Golden", "--report", "report"], in: dir, environment: ["CI": "true"])
        #expect(other.status == 1)
        #expect(other.stderr == "error: Golden/manifest.json: scenes.Other.path names Scenes/Dot.swift, whose scene is Dot, not Other\n", "\(other.stderr)")

        // A manifest that cannot be read stops the run, and its report says so.
        try Data("{ \"schema\": 1, \"scenes\": [] }".utf8).write(to: golden.appendingPathComponent("manifest.json"))
        let bad = try CLIRunner.run(["test", "--golden", "Golden", "--report", "report"], in: dir)
        #expect(bad.status == 1)
        #expect(bad.stderr == "error: \(golden.path)/manifest.json: scenes must be a JSON object, not an array\n", "\(bad.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("<h1 class=\"bad\">Reel golden tests: 1 error; no frame checked</h1>"), "\(html)")

        // With no scene named and no manifest, it is a usage error saying what to do.
        let none = try CLIRunner.run(["test", "--report", "report"], in: dir)
        #expect(none.status == 2)
        #expect(none.stderr.contains("Name the scenes to test: scene files, folders of them, or compiled scenes (for example `reel test Scenes --golden Tests/Golden`); with none named, reel test tests the scenes a golden folder's manifest.json lists, and there is no Tests/Golden/manifest.json"), "\(none.stderr)")
    }

    @Test func badFrameOptionsAreUsageErrors() throws {
        let dir = try folder()
        let cases: [([String], String)] = [
            (["--frames", "3-1"], "--frames takes frame numbers and ranges A-B (A ≤ B), separated by commas, such as 0,74,149 or 0-59; not '3-1'"),
            (["--frames", "0,,2"], "--frames takes frame numbers and ranges A-B (A ≤ B), separated by commas, such as 0,74,149 or 0-59; not '0,,2'"),
            (["--frames", "0-99999999999"], "--frames names more than 10000 frames ('0-99999999999'); a golden is kept for each"),
            (["--times", "0.5,-1"], "--times takes times in seconds (numbers ≥ 0), separated by commas, such as 0,0.5,1.5; not '0.5,-1'"),
            (["--times", "nan"], "--times takes times in seconds (numbers ≥ 0), separated by commas, such as 0,0.5,1.5; not 'nan'"),
            (["--scale", "0"], "--scale must be a positive number, not 0.0"),
            (["--scale", "65"], "--scale must be at most 64 for goldens (the manifest's limit), not 65.0"),
            (["--frames", "0", "--only", "Dot@0"], "Give --only, or --frames and --times, not both"),
        ]
        for (options, message) in cases {
            let result = try CLIRunner.run(["test", "Scenes/Dot.swift", "--golden", "Golden", "--report", "report"] + options, in: dir)
            #expect(result.status == 2, "\(options): \(result.stderr)")
            #expect(result.stderr.contains("Error: " + message), "\(options): \(result.stderr)")
        }
        // A frame outside the scene is the scene's error, named as --only's are.
        let outside = try CLIRunner.run(["test", "Scenes/Dot.swift", "--golden", "Golden", "--report", "report", "--frames", "8-10"], in: dir)
        #expect(outside.status == 1)
        #expect(outside.stderr == "error: Dot: frame 10 is outside the scene, whose frames are 0–9\n", "\(outside.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Golden").path))
    }

    @Test func singleColourGoldensAreWarnedAboutAndRecorded() throws {
        let dir = try folder()
        // White until 0.5 s, then a red dot: frames 0 and 4 are blank, 9 is not.
        try Data("""
            import Reel

            struct Late: AnimatedScene {
                var format = SceneFormat(width: 40, height: 30, fps: 10, duration: 1, background: .white)
                @State var shown = false
                var body: some View { ZStack { if shown { Circle().fill(Color.red).frame(width: 10, height: 10) } } }
                var timeline: some Timeline { At(0.5) { shown = true } }
            }

            """.utf8).write(to: dir.appendingPathComponent("Scenes/Late.swift"))
        let result = try CLIRunner.run(["test", "Scenes/Late.swift", "--golden", "Golden", "--report", "report"], in: dir)
        #expect(result.status == 0)
        #expect(result.stderr == "warning: Late: the goldens recorded for frames 0 and 4 are one colour (every pixel #FFFFFF), so they would not catch a change in what the scene draws\n", "\(result.stderr)")
        #expect(result.stdout.hasSuffix("0 passed, 0 failed, 3 recorded\n"))
        #expect(try entry(dir, "Late").goldens.keys.sorted() == ["0", "4", "9"])
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("<li>Late: the goldens recorded for frames 0 and 4 are one colour (every pixel #FFFFFF), so they would not catch a change in what the scene draws</li>"))
        // Checking them again records nothing, so warns of nothing.
        let again = try CLIRunner.run(["test", "Scenes/Late.swift", "--golden", "Golden", "--report", "report"], in: dir, environment: ["CI": "1"])
        #expect(again.status == 0 && again.stderr == "", "\(again.stderr)")
        // One frame alone, transparent: the golden says so.
        try Data("""
            import Reel

            struct Clear: AnimatedScene {
                var format = SceneFormat(width: 8, height: 8, fps: 10, duration: 1, background: .clear)
                var body: some View { EmptyView() }
            }

            """.utf8).write(to: dir.appendingPathComponent("Scenes/Clear.swift"))
        let clear = try CLIRunner.run(["test", "Scenes/Clear.swift", "--golden", "Golden", "--report", "report", "--frames", "3"], in: dir)
        #expect(clear.stderr == "warning: Clear: the golden recorded for frame 3 is one colour (every pixel transparent), so it would not catch a change in what the scene draws\n", "\(clear.stderr)")
    }

    @Test func updateAllNamesTheGoldensItRemoves() throws {
        let dir = try folder()
        let golden = dir.appendingPathComponent("Golden")
        let first = try CLIRunner.run(["test", "Scenes/Dot.swift", "--golden", "Golden", "--report", "report"], in: dir)
        #expect(first.status == 0 && first.stdout.hasSuffix("0 passed, 0 failed, 3 recorded\n"), "\(first.stdout)")
        let all = try CLIRunner.run(["test", "Scenes/Dot.swift", "--golden", "Golden", "--report", "report", "--update", "all", "--frames", "0"], in: dir,
                                    environment: ["CI": "true"])
        #expect(all.status == 0, "\(all.stderr)")
        let report = dir.appendingPathComponent("report")
        #expect(all.stdout == """
            rec  Dot: 1 frame (1 rewritten)
                 Dot@0: rewrote the golden
            removed Dot@4 (\(golden.path)/Dot/frame-00004.png): no longer checked
            removed Dot@9 (\(golden.path)/Dot/frame-00009.png): no longer checked
            report: \(report.path)/index.html (JUnit: \(report.path)/junit.xml)
            0 passed, 0 failed, 1 rewritten, 2 removed

            """, "\(all.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden.appendingPathComponent("Dot").path) == ["frame-00000.png"])
        let (fields, goldens) = try entry(dir)
        #expect(goldens.keys.sorted() == ["0"])
        #expect(fields["frames"] as? [Int] == [0])
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<li>removed Dot@4 (\(golden.path)/Dot/frame-00004.png): no longer checked</li>"))
    }
}
