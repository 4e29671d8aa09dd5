import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `reel test`'s reports never say "pass" when the run failed: a scene file that does not load is
/// an error in the HTML report and in JUnit XML with its positioned message, counted in the
/// headline and the tally; a run stopped before it checks anything leaves a report saying why;
/// passing frames show thumbnails.
@Suite struct TestCommandReportTests {
    /// A dot sliding right over 1 s: 10 frames of 40 × 30 at 10 fps.
    static let dot = """
        import Reel

        struct Dot: AnimatedScene {
            var format = SceneFormat(width: 40, height: 30, fps: 10, duration: 1, background: .white)
            @State var x: CGFloat = -10
            var body: some View { Circle().fill(Color.blue).frame(width: 10, height: 10).offset(x: x) }
            var timeline: some Timeline { At(0) { withAnimation(.linear(duration: 1)) { x = 10 } } }
        }

        """

    /// A folder `scenes` holding Dot.swift and Broken.swift (an unknown view at 4:27).
    static func folder() throws -> (dir: URL, scenes: URL) {
        let dir = try CLIRunner.temporaryDirectory()
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try Data(dot.utf8).write(to: scenes.appendingPathComponent("Dot.swift"))
        try Data("import Reel\nstruct Broken: AnimatedScene {\n    var format = SceneFormat(width: 10, height: 10)\n    var body: some View { Circl() }\n}\n".utf8)
            .write(to: scenes.appendingPathComponent("Broken.swift"))
        return (dir, scenes)
    }

    /// The JUnit file parsed by libxml2 (a file that is not well-formed throws).
    static func junit(_ report: URL) throws -> XMLDocument {
        try XMLDocument(contentsOf: report.appendingPathComponent("junit.xml"), options: [])
    }

    /// The attributes `names` of the element at `path`, in order.
    static func attributes(_ document: XMLDocument, _ path: String, _ names: [String]) throws -> [String] {
        let element = try #require(try document.nodes(forXPath: path).first as? XMLElement, "\(path)")
        return names.map { element.attribute(forName: $0)?.stringValue ?? "(none)" }
    }

    @Test func aSceneFileThatDoesNotLoadIsAnErrorInBothReports() throws {
        let (dir, scenes) = try Self.folder()
        let report = dir.appendingPathComponent("report"), golden = dir.appendingPathComponent("golden")
        let broken = "scenes/Broken.swift"
        let message = "\(broken):4:27: error: unknown view or type 'Circl'; did you mean 'Circle'?"
        _ = scenes

        // On a developer's machine Dot's goldens are recorded; the run still fails.
        let first = try CLIRunner.run(["test", "scenes", "--golden", "golden", "--report", "report"], in: dir)
        #expect(first.status == 1)
        #expect(first.stdout == """
            rec  Dot: 3 frames (3 recorded)
                 Dot@0: recorded a new golden
                 Dot@4: recorded a new golden
                 Dot@9: recorded a new golden
            report: \(report.path)/index.html (JUnit: \(report.path)/junit.xml)
            0 passed, 0 failed, 3 recorded; 1 scene file not loaded (\(broken))

            """, "\(first.stdout)")
        #expect(first.stderr.hasPrefix(message + "\n"), "\(first.stderr)")
        var xml = try Self.junit(report)
        #expect(try Self.attributes(xml, "/testsuites", ["tests", "failures", "errors", "skipped"]) == ["4", "0", "1", "3"])
        #expect(try Self.attributes(xml, "/testsuites/testsuite[@name='Broken']", ["tests", "failures", "errors"]) == ["1", "0", "1"])
        #expect(try Self.attributes(xml, "/testsuites/testsuite[@name='Broken']/testcase", ["classname", "name"]) == ["golden.Broken", "load \(broken)"])
        let error = try #require(try xml.nodes(forXPath: "/testsuites/testsuite[@name='Broken']/testcase/error").first as? XMLElement)
        #expect(error.attribute(forName: "type")?.stringValue == "load")
        #expect(error.attribute(forName: "message")?.stringValue == message)
        #expect(error.stringValue == message)
        #expect(try xml.nodes(forXPath: "/testsuites/testsuite[@name='Dot']/testcase/skipped").count == 3)
        var html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h1 class=\"bad\">Reel golden tests: 1 scene file failed to load; 3 frames recorded</h1>"), "\(html)")
        #expect(html.contains("<h2 class=\"bad\">Scene files that failed to load</h2>"))
        #expect(html.contains("<pre class=\"error\">\(broken):4:27: error: unknown view or type &apos;Circl&apos;; did you mean &apos;Circle&apos;?</pre>"))
        #expect(!html.contains("pass</h1>") && !html.contains("pass</title>"))

        // Under CI nothing is recorded; Dot passes, and the run still fails, in both reports.
        let goldens = try FileManager.default.contentsOfDirectory(atPath: golden.appendingPathComponent("Dot").path).sorted()
        let ci = try CLIRunner.run(["test", "scenes", "--golden", "golden", "--report", "report"], in: dir, environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(ci.stdout == """
            ok   Dot: 3 frames
            report: \(report.path)/index.html (JUnit: \(report.path)/junit.xml)
            3 passed, 0 failed; 1 scene file not loaded (\(broken))

            """, "\(ci.stdout)")
        xml = try Self.junit(report)
        #expect(try Self.attributes(xml, "/testsuites", ["tests", "failures", "errors", "skipped"]) == ["4", "0", "1", "0"])
        html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h1 class=\"bad\">Reel golden tests: 1 scene file failed to load; 3 frames checked, none fail</h1>"), "\(html)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden.appendingPathComponent("Dot").path).sorted() == goldens)

        // Passing frames show thumbnails: the frame drawn (40 × 30 needs no reduction), linked from the filmstrip.
        for frame in ["00000", "00004", "00009"] {
            let path = "images/Dot/frame-\(frame)-thumb.png"
            #expect(html.contains("<img src=\"\(path)\" alt=\"frame \(Int(frame)!)\">"), "\(path)")
            let png = try Data(contentsOf: report.appendingPathComponent(path))
            #expect(Array(png[16..<24]) == [0, 0, 0, 40, 0, 0, 0, 30], "\(path)")   // IHDR width, height
        }
        #expect(!FileManager.default.fileExists(atPath: report.appendingPathComponent("images/Dot/frame-00000-expected.png").path))

        // Without the broken file the run passes, and the report says so.
        try FileManager.default.removeItem(at: scenes.appendingPathComponent("Broken.swift"))
        let fixed = try CLIRunner.run(["test", "scenes/Dot.swift", "--golden", "golden", "--report", "report"], in: dir, environment: ["CI": "true"])
        #expect(fixed.status == 0 && fixed.stdout.hasSuffix("\n3 passed, 0 failed\n"), "\(fixed.stdout)")
        html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h1 class=\"ok\">Reel golden tests: all 3 frames pass</h1>"))
        #expect(try Self.attributes(try Self.junit(report), "/testsuites", ["tests", "failures", "errors", "skipped"]) == ["3", "0", "0", "0"])
    }

    @Test func aRunStoppedBeforeCheckingLeavesAReportSayingWhy() throws {
        let (dir, _) = try Self.folder()
        let report = dir.appendingPathComponent("report")
        let passed = try CLIRunner.run(["test", "scenes/Dot.swift", "--golden", "golden", "--report", "report"], in: dir)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        let manifest = dir.appendingPathComponent("golden/manifest.json")
        try Data("{ \"schema\": 1, \"scenes\": { \"Dot\": { \"frames\": [12] } } }".utf8).write(to: manifest)
        let stopped = try CLIRunner.run(["test", "scenes/Dot.swift", "--golden", "golden", "--report", "report"], in: dir, environment: ["CI": "1"])
        let problem = "Dot: frame 12 is outside the scene, whose frames are 0–9"
        #expect(stopped.status == 1)
        #expect(stopped.stderr == "error: \(problem)\n", "\(stopped.stderr)")
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h1 class=\"bad\">Reel golden tests: 1 error; no frame checked</h1>"), "\(html)")
        #expect(html.contains("<pre class=\"error\">\(problem)</pre>"))
        let xml = try Self.junit(report)
        #expect(try Self.attributes(xml, "/testsuites", ["tests", "failures", "errors"]) == ["1", "0", "1"])
        #expect(try Self.attributes(xml, "/testsuites/testsuite/testcase/error", ["type", "message"]) == ["run", problem])
        // The earlier run's thumbnails are gone with it.
        #expect(!FileManager.default.fileExists(atPath: report.appendingPathComponent("images/Dot").path))
    }
}
