import Foundation
import Testing
import ReelTestSupport

/// `reel preview`'s HTTP contract (docs/Preview.md), tested against the real server: frames and
/// inspections equal `reel render`'s and `reel inspect`'s bytes, an edit is seen on the update
/// stream and in the frames, a broken file gives its positioned errors, recording appends the
/// touch, nothing outside the routes answers, and a signal stops the server.
@Suite(.serialized, .timeLimit(.minutes(5))) struct PreviewCommandServerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A copy of the gallery scene `name` in a new folder, with the gallery's sounds.
    static func copy(_ name: String, from folder: String = "Scenes") throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        let file = dir.appendingPathComponent(name + ".swift")
        let source = root.appendingPathComponent(folder)
        try FileManager.default.copyItem(at: source.appendingPathComponent(name + ".swift"), to: file)
        // The gallery's sounds lie beside its scenes.
        let sounds = source.appendingPathComponent("Sounds")
        if FileManager.default.fileExists(atPath: sounds.path) {
            try FileManager.default.copyItem(at: sounds, to: dir.appendingPathComponent("Sounds"))
        }
        return file
    }

    /// The frame `reel render` writes for `scene` at `time` and `scale`.
    static func rendered(_ scene: URL, time: Double, scale: Double, extra: [String] = []) throws -> Data {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try CLIRunner.run(["render", scene.path, "--time", "\(time)", "--scale", "\(scale)", "-o", out.path, "--quiet"] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(files.count == 1)
        return try Data(contentsOf: out.appendingPathComponent(try #require(files.first)))
    }

    /// Saves `text` as editors do: a new file renamed over the old one.
    static func save(_ text: String, to file: URL) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).swp")
        try Data(text.utf8).write(to: temporary)
        #expect(rename(temporary.path, file.path) == 0)
    }

    static func reloads(_ file: URL) -> [String] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.components(separatedBy: "event: reload\ndata: ").dropFirst().map { String($0.prefix { $0 != "\n" }) }
    }

    @Test func theLineNamesTheAddressAndTheFramesAreReelRendersBytes() throws {
        let scene = try Self.copy("LikeButton")
        let server = try PreviewServerRun([scene.lastPathComponent], in: scene.deletingLastPathComponent())
        #expect(server.line.hasPrefix("Reel preview of LikeButton.swift at http://127.0.0.1:"))
        #expect(server.line.hasSuffix("/"))
        for (time, scale) in [(0.0, 1.0), (0.55, 1.0), (1.9, 2.0)] {
            let answer = try server.get("frame.png?t=\(time)&scale=\(scale)")
            #expect(answer.status == 200)
            #expect(answer.body == (try Self.rendered(scene, time: time, scale: scale)), "t=\(time) scale=\(scale)")
        }
        // Asked again, the frame comes from the cache: the same bytes.
        #expect(try server.get("frame.png?t=0.55&scale=1").body == (try Self.rendered(scene, time: 0.55, scale: 1)))
    }

    /// The gallery's scene files.
    static let gallery: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenes").path)) ?? [])
        .filter { $0.hasSuffix(".swift") && $0 != "SceneCatalog.swift" }.map { String($0.dropLast(6)) }.sorted()

    /// Every gallery scene at five times (full tier; one test per scene, about 8 s each in a
    /// debug build on a busy machine).
    @Test(.enabled(if: TestTier.isFull), arguments: gallery) func everyGallerySceneAtFiveTimesIsReelRendersBytes(name: String) throws {
        let scene = try Self.copy(name)
        let server = try PreviewServerRun([scene.lastPathComponent], in: scene.deletingLastPathComponent())
        let duration = server.json("scene.json")["duration"] as? Double ?? 1
        for step in 0..<5 {
            let time = (duration * Double(step) / 5 * 1000).rounded() / 1000
            let answer = try server.get("frame.png?t=\(time)&scale=1")
            #expect(answer.status == 200, "\(name) t=\(time): \(answer.text)")
            #expect(answer.body == (try Self.rendered(scene, time: time, scale: 1)), "\(name) t=\(time)")
        }
    }

    @Test func theGalleryIsFound() {
        #expect(Self.gallery.count >= 10)
        #expect(Self.gallery.contains("LikeButton"))
    }

    @Test func inspectOnAnotherDeviceIsReelInspectsOutputForThatDevice() throws {
        let view = try Self.copy("LikeButton", from: "Tests/ReelScriptTests/Corpora/Interactive")
        let server = try PreviewServerRun([view.path], in: view.deletingLastPathComponent())
        let device = "iPhone SE (3rd generation)"
        let run = try CLIRunner.run(["inspect", view.path, "--device", device, "--color-scheme", "dark", "--time", "0.5", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let answer = try server.get("inspect.json?t=0.5&device=iPhone+SE+%283rd+generation%29&scheme=dark").text
        #expect(answer == run.stdout)
        // The start device's inspection differs: the canvas is another size.
        #expect(try server.get("inspect.json?t=0.5").text != answer)
        #expect(try server.get("curves.json?t=0.5&device=iPhone+SE+%283rd+generation%29").json["time"] as? Double == 0.5)
        #expect(try server.get("inspect.json?t=0.5&scheme=dim").status == 400)
    }

    @Test func curvesListAnimationsViewsAttachToValues() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let scene = dir.appendingPathComponent("Nudge.swift")
        try """
            import SwiftUI

            struct Nudge: AnimatedScene {
                var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 3)
                @State var moved = false
                var body: some View {
                    Circle().frame(width: 20, height: 20)
                        .offset(x: moved ? 60 : -60)
                        .animation(.easeInOut(duration: 1), value: moved)
                }
                var timeline: some Timeline {
                    At(0.5) { moved = true }
                }
            }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let server = try PreviewServerRun([scene.path], in: dir)
        let during = try server.get("curves.json?t=0.8").json["animations"] as? [[String: Any]] ?? []
        #expect(during.map { $0["animation"] as? String } == ["easeInOut(duration: 1)"])
        #expect(during.first?["start"] as? Double == 0.5)
        #expect(during.first?["end"] as? Double == 1.5)
        let after = try server.get("curves.json?t=1.6").json["animations"] as? [[String: Any]] ?? []
        #expect(after.isEmpty)
        let before = try server.get("curves.json?t=0.2").json["animations"] as? [[String: Any]] ?? []
        #expect(before.isEmpty)
    }

    @Test func inspectIsReelInspectsOutputAndSceneJSONDescribesTheScene() throws {
        let scene = try Self.copy("LikeButton")
        let server = try PreviewServerRun([scene.path], in: scene.deletingLastPathComponent())
        let run = try CLIRunner.run(["inspect", scene.path, "--time", "0.7", "--json"])
        #expect(run.status == 0)
        #expect(try server.get("inspect.json?t=0.7").text == run.stdout)
        let state = try server.get("scene.json").json
        #expect(state["ok"] as? Bool == true)
        #expect(state["error"] is NSNull)
        #expect((state["generation"] as? String)?.count == 32)
        #expect(state["duration"] as? Double == 2.5)
        #expect(state["fps"] as? Double == 60)
        #expect(state["width"] as? Double == 400)
        let events = state["events"] as? [[String: Any]] ?? []
        #expect(events.map { $0["time"] as? Double } == [0.5, 1.8])
        #expect(events.map { $0["source"] as? String } == ["timeline", "timeline"])
        #expect(events.first?["label"] as? String == "LikeButton.swift:49")
        #expect(events.first?["code"] as? String == "At(0.5) { withAnimation(.spring(response: 0.5, dampingFraction: 0.5)) { liked = true } }")
        let curves = try server.get("curves.json?t=0.6").json
        let animations = curves["animations"] as? [[String: Any]] ?? []
        #expect(animations.count == 1)
        #expect(animations.first?["start"] as? Double == 0.5)
        #expect((animations.first?["points"] as? [[Double]])?.count == 51)
    }

    @Test func aSaveIsAnnouncedAndChangesTheFrameAndABrokenFileGivesItsPositionedErrors() throws {
        let scene = try Self.copy("LikeButton")
        let dir = scene.deletingLastPathComponent()
        let server = try PreviewServerRun([scene.path], in: dir)
        let updates = dir.appendingPathComponent("updates.txt")
        try server.listen(into: updates)
        #expect(PreviewServerRun.wait { Self.reloads(updates).count == 1 })
        let first = try server.get("frame.png?t=2&scale=1").body
        let original = try String(contentsOf: scene, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "width: 400, height: 400", with: "width: 300, height: 400")
        #expect(edited != original)
        try Self.save(edited, to: scene)
        #expect(PreviewServerRun.wait { Self.reloads(updates).count == 2 }, "\(Self.reloads(updates))")
        #expect(Self.reloads(updates).last?.contains("\"ok\":true") == true)
        let second = try server.get("frame.png?t=2&scale=1").body
        #expect(second != first)
        #expect(second == (try Self.rendered(scene, time: 2, scale: 1)))

        // Broken: the positioned error, with its line; frames answer 422 with it.
        let lines = edited.components(separatedBy: "\n")
        try Self.save(edited.replacingOccurrences(of: "Circle()", with: "Circel()"), to: scene)
        #expect(PreviewServerRun.wait { Self.reloads(updates).count == 3 })
        #expect(Self.reloads(updates).last?.contains("\"ok\":false") == true)
        let state = try server.get("scene.json").json
        #expect(state["ok"] as? Bool == false)
        let error = state["error"] as? [String: Any] ?? [:]
        let line = lines.firstIndex { $0.contains("Circle()") }.map { $0 + 1 }
        #expect(error["file"] as? String == scene.path)
        #expect(error["line"] as? Int == line)
        #expect((error["message"] as? String)?.contains("Circel") == true)
        #expect((error["excerpt"] as? String)?.contains("Circel()") == true)
        #expect(state["duration"] as? Double == 2.5, "the last good summary stays")
        let frame = try server.get("frame.png?t=1")
        #expect(frame.status == 422)
        #expect((frame.json["errors"] as? [[String: Any]])?.first?["line"] as? Int == line)

        // Fixed: back to the same generation's frames.
        try Self.save(edited, to: scene)
        #expect(PreviewServerRun.wait { Self.reloads(updates).count == 4 })
        #expect(try server.get("scene.json").json["ok"] as? Bool == true)
        #expect(try server.get("frame.png?t=2&scale=1").body == second)
    }

    @Test func aSceneThatDoesNotLoadStillStartsTheServer() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let scene = dir.appendingPathComponent("Broken.swift")
        try Data("import SwiftUI\n\nstruct Broken: AnimatedScene {\n    var body: some View { Circel() }\n}\n".utf8).write(to: scene)
        let server = try PreviewServerRun([scene.path], in: dir)
        let state = try server.get("scene.json").json
        #expect(state["ok"] as? Bool == false)
        // Every error, as `reel validate` finds them, in source order.
        let errors = state["errors"] as? [[String: Any]] ?? []
        #expect(errors.map { "\($0["line"] ?? "-"):\($0["column"] ?? "-")" } == ["3:8", "4:27"])
        #expect(errors.last?["message"] as? String == "unknown view or type 'Circel'; did you mean 'Circle'?")
        #expect(errors.last?["excerpt"] as? String == "    var body: some View { Circel() }\n                          ^")
        #expect((state["error"] as? [String: Any])?["line"] as? Int == 3)
        #expect(state["duration"] is NSNull)
        #expect(try server.get("frame.png").status == 422)
        #expect(try server.get("").status == 200)
    }

    @Test func badParametersAre400AndOtherPathsAndMethods404() throws {
        let scene = try Self.copy("LikeButton")
        let server = try PreviewServerRun([scene.path], in: scene.deletingLastPathComponent())
        for (query, message) in [("t=abc", "t must be a number of seconds ≥ 0, not 'abc'"), ("t=-1", "t must be a number of seconds ≥ 0, not '-1'"),
                                 ("scale=0", "scale must be a positive number, not '0'"), ("scheme=blue", "scheme takes light or dark, not 'blue'"),
                                 ("t=99", "t 99.0 is after the scene's last frame (149, at 2.4833333333333334 s)")] {
            let answer = try server.get("frame.png?" + query)
            #expect(answer.status == 400, "\(query)")
            #expect((answer.json["error"] as? [String: Any])?["message"] as? String == message)
        }
        for path in ["../etc/passwd", "%2e%2e/%2e%2e/etc/passwd", "LikeButton.swift", "page.js/../scene.json", "frame.png/", "index.html"] {
            #expect(try server.get(path).status == 404, "\(path)")
        }
        #expect(try server.send("DELETE", "scene.json").status == 404)
        #expect(try server.send("POST", "frame.png").status == 404)
        #expect(try server.send("GET", "record").status == 404)
        #expect(try server.send("POST", "record", body: "{\"kind\": \"swipe\", \"time\": 0, \"x\": 1, \"y\": 1}").status == 400)
        #expect(try server.send("POST", "record", body: "not json").status == 400)
        // Another site's form (no JSON type) and a renamed host (DNS rebinding) get nothing.
        #expect(try server.send("POST", "record", body: "{\"kind\": \"tap\", \"time\": 0, \"x\": 1, \"y\": 1}", type: "text/plain").status == 415)
        #expect(try server.get("scene.json", headers: ["Host: attacker.example:7878"]).status == 403)
        #expect(try server.get("scene.json", headers: ["Host: localhost"]).status == 200)
        #expect(!FileManager.default.fileExists(atPath: scene.deletingPathExtension().path + ".events.swift"))
    }

    @Test func recordingATapAppendsItNamedByItsLabelAndTheScriptIsPlayed() throws {
        let scene = try Self.copy("Counter", from: "Tests/ReelScriptTests/Corpora/Interactive")
        let dir = scene.deletingLastPathComponent()
        let server = try PreviewServerRun([scene.path], in: dir)
        let updates = dir.appendingPathComponent("updates.txt")
        try server.listen(into: updates)
        // The Increment button's frame at t = 0.1 is (260.5, 421.5, 34, 34).
        let tap = try server.send("POST", "record", body: "{\"kind\": \"tap\", \"time\": 0.25, \"x\": 277, \"y\": 438}")
        #expect(tap.status == 200, "\(tap.text)")
        #expect(tap.json["line"] as? String == "At(0.25) { tap(\"Increment\") }")
        let drag = try server.send("POST", "record", body: "{\"kind\": \"drag\", \"time\": 1.5, \"x\": 5, \"y\": 5, \"toX\": 45, \"toY\": 25}")
        #expect(drag.json["line"] as? String == "At(1.5) { drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 45, y: 25)) }")
        let script = dir.appendingPathComponent("Counter.events.swift")
        #expect(try String(contentsOf: script, encoding: .utf8)
                == "At(0.25) { tap(\"Increment\") }\nAt(1.5) { drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 45, y: 25)) }\n")
        #expect(PreviewServerRun.wait { Self.reloads(updates).count >= 2 })
        let events = try server.get("scene.json").json["events"] as? [[String: Any]] ?? []
        #expect(events.map { $0["source"] as? String } == ["script", "script"])
        // The frame is reel render's with the script.
        let frame = try server.get("frame.png?t=0.9&scale=2")
        #expect(frame.body == (try Self.rendered(scene, time: 0.9, scale: 2, extra: ["--events", script.path])))
    }

    @Test func aDeviceAndSchemeAskedForAreReelRendersWithThoseOptions() throws {
        let scene = try Self.copy("Counter", from: "Tests/ReelScriptTests/Corpora/Interactive")
        let server = try PreviewServerRun([scene.path], in: scene.deletingLastPathComponent())
        let state = try server.get("scene.json").json
        #expect(state["device"] as? String == "iPhone 15")
        #expect(state["previews"] as? [String] == ["#Preview 1 (line 32)"])
        let answer = try server.get("frame.png?t=0.5&scale=1&device=iPhone%20SE%20(3rd%20generation)&scheme=dark")
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.body == (try Self.rendered(scene, time: 0.5, scale: 1, extra: ["--device", "iPhone SE (3rd generation)", "--color-scheme", "dark"])))
        let unknown = try server.get("frame.png?device=Pixel")
        #expect(unknown.status == 400)
        #expect(((unknown.json["error"] as? [String: Any])?["message"] as? String)?.hasPrefix("Unknown device 'Pixel'.") == true)
    }

    @Test(arguments: [SIGINT, SIGTERM]) func aSignalStopsTheServer(signal: Int32) throws {
        let scene = try Self.copy("LikeButton")
        let server = try PreviewServerRun([scene.path], in: scene.deletingLastPathComponent())
        try server.listen(into: scene.deletingLastPathComponent().appendingPathComponent("updates.txt"))
        #expect(try server.get("frame.png?t=1").status == 200)
        let pid = server.process.processIdentifier
        // The server starts no process of its own (no thread of it has a child).
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        #expect(!tasks.isEmpty)
        for task in tasks {
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            #expect(children.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
        let (status, errors) = server.stop(signal)
        #expect(status == 128 + signal, "\(errors)")
        #expect(errors.contains(signal == SIGINT ? "interrupted: stopped at once" : "stopped by signal 15: stopped at once"), "\(errors)")
        #expect(kill(pid, 0) != 0)
    }

    @Test func aCompiledSceneNameIsAUsageError() throws {
        let run = try CLIRunner.run(["preview", "Showcase", "--port", "0"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("reel preview takes a scene file, a view file or a folder of Swift files (PATH.swift or DIR), not the compiled scene 'Showcase'"))
        let missing = try CLIRunner.run(["preview", "Missing.swift", "--port", "0"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Missing.swift: no such file or folder"))
    }
}

extension PreviewServerRun {
    /// The JSON object at `path`.
    func json(_ path: String) -> [String: Any] { (try? get(path).json) ?? [:] }
}
