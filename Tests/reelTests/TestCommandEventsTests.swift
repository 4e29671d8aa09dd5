import Foundation
import ReelTestSupport
import Testing

/// `reel test` with events scripts: a manifest entry names the script a scene is played with, the
/// run plays it, `--update` records it, the output names it, and a missing or bad script fails
/// the run with a message naming the file.
@Suite struct TestCommandEventsTests {
    /// The interactive corpus's counter (three taps on Increment, one on Decrement).
    static let corpus = TestCommandTests.root.appendingPathComponent("Tests/ReelScriptTests/Corpora/Interactive")

    /// A temporary folder holding `Scenes/Counter.swift` with its events script and an empty golden folder.
    func counter() throws -> (dir: URL, scenes: URL, golden: URL) {
        let dir = try CLIRunner.temporaryDirectory()
        let scenes = dir.appendingPathComponent("Scenes"), golden = dir.appendingPathComponent("Golden")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        for name in ["Counter.swift", "Counter.events.swift"] {
            try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent(name), to: scenes.appendingPathComponent(name))
        }
        return (dir, scenes, golden)
    }

    /// Writes a manifest checking Counter at 0.35 s (after the first tap), 0.45 s and 1.35 s,
    /// played with `events`.
    func writeManifest(_ golden: URL, events: String) throws {
        let text = """
            { "schema": 1, "defaults": { "scale": 0.25 },
              "scenes": { "Counter": { "times": [0.35, 0.45, 1.35], "events": "\(events)" } } }
            """
        try text.write(to: golden.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
    }

    func test(_ dir: URL, _ extra: [String] = []) throws -> CLIRunner.Result {
        try CLIRunner.run(["test", "Scenes/Counter.swift", "--golden", "Golden", "--report", "report"] + extra, in: dir)
    }

    @Test func theManifestsScriptIsPlayedAndAChangedScriptFails() throws {
        let (dir, scenes, golden) = try counter()
        try writeManifest(golden, events: "Counter.events.swift")
        let recorded = try test(dir)
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(recorded.stdout.hasPrefix("rec  Counter: 3 frames (3 recorded) (events Counter.events.swift)\n"), "\(recorded.stdout)")
        #expect(recorded.stdout.hasSuffix("0 passed, 0 failed, 3 recorded\n"))
        let again = try test(dir, ["--update", "none"])
        #expect(again.status == 0 && again.stdout.hasSuffix("3 passed, 0 failed\n"), "\(again.stdout)\(again.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("played with Counter.events.swift"))

        // The goldens were drawn with the script: a script whose first tap is on Decrement
        // shows other counts, and every frame checked fails.
        let script = scenes.appendingPathComponent("Counter.events.swift")
        let original = try String(contentsOf: script, encoding: .utf8)
        try original.replacingOccurrences(of: "At(0.3) { tap(\"Increment\") }", with: "At(0.3) { tap(\"Decrement\") }")
            .write(to: script, atomically: true, encoding: .utf8)
        let changed = try test(dir, ["--update", "none"])
        #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
        #expect(changed.stdout.hasPrefix("FAIL Counter: 3 of 3 frames (events Counter.events.swift)\n"), "\(changed.stdout)")
        #expect(changed.stdout.hasSuffix("0 passed, 3 failed\n"))
    }

    @Test func updateRecordsTheScriptGivenWithEvents() throws {
        let (dir, _, golden) = try counter()
        let result = try test(dir, ["--events", "Scenes/Counter.events.swift", "--update", "all"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("rec  Counter: 3 frames (3 recorded) (events Counter.events.swift)\n"), "\(result.stdout)")
        let manifest = try String(contentsOf: golden.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"events\": \"Counter.events.swift\""), "\(manifest)")
        // The next run, without --events, plays the recorded script and passes.
        let again = try test(dir, ["--update", "none"])
        #expect(again.status == 0 && again.stdout.hasPrefix("ok   Counter: 3 frames (events Counter.events.swift)\n"), "\(again.stdout)\(again.stderr)")
    }

    @Test func aCompiledSceneNamedWithAScriptIsAnError() throws {
        let (dir, _, golden) = try counter()
        try #"{ "schema": 1, "scenes": { "LikeButton": { "events": "LikeButton.events.swift" } } }"#
            .write(to: golden.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["test", "LikeButton", "--golden", "Golden", "--report", "report"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "error: Golden/manifest.json: scenes.LikeButton.events names the events script LikeButton.events.swift, but LikeButton is a compiled scene, which scripts touches in its own timeline ('At(seconds) { Touch.tap(\"Start\") }')\n", "\(result.stderr)")
    }

    @Test func aMissingOrBadScriptFailsTheRun() throws {
        let (dir, scenes, golden) = try counter()
        try writeManifest(golden, events: "Count.events.swift")
        let missing = try test(dir)
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: Golden/manifest.json: scenes.Counter.events names the events script Count.events.swift, which does not exist (looked for \(scenes.resolvingSymlinksInPath().path)/Count.events.swift); name the script from the scene file's folder, or remove the key\n"
                || missing.stderr == "error: Golden/manifest.json: scenes.Counter.events names the events script Count.events.swift, which does not exist (looked for \(scenes.path)/Count.events.swift); name the script from the scene file's folder, or remove the key\n",
                "\(missing.stderr)")
        #expect(missing.stdout.hasSuffix("0 passed, 0 failed; 1 scene file not loaded (Scenes/Counter.swift)\n"), "\(missing.stdout)")

        try writeManifest(golden, events: "Counter.events.swift")
        try "At(0.3) { tapp(\"Increment\") }\n".write(to: scenes.appendingPathComponent("Counter.events.swift"), atomically: true, encoding: .utf8)
        let bad = try test(dir)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("Counter.events.swift:1:11: error: cannot find 'tapp' in scope; did you mean 'tap'?"), "\(bad.stderr)")
        #expect(bad.stdout.hasSuffix("0 passed, 0 failed; 1 scene file not loaded (Scenes/Counter.swift)\n"), "\(bad.stdout)")

        // A script whose touch finds no view is refused as `reel validate` refuses it, before a frame is drawn.
        try "At(0.3) { tap(\"Incremen\") }\nAt(1.3) { tap(\"Increment\") }\n".write(to: scenes.appendingPathComponent("Counter.events.swift"), atomically: true, encoding: .utf8)
        let unfound = try test(dir)
        #expect(unfound.status == 1)
        #expect(unfound.stderr.contains("Counter.events.swift:1:11: error: tap(\"Incremen\") at 0.3 s: no view on screen is named \"Incremen\""), "\(unfound.stderr)")
        #expect(unfound.stdout.hasSuffix("0 passed, 0 failed; 1 scene file not loaded (Scenes/Counter.swift)\n"), "\(unfound.stdout)")
    }
    /// A manifest is input: the events script it names is read only inside the folders the scene
    /// may read (its folder, or an --allow-path folder). A path that leaves them (by `..`, as an
    /// absolute path, or through a link) is refused naming the manifest and the path, before the
    /// script is read; the same path is played when its folder is allowed.
    @Test func aManifestsScriptOutsideTheScenesFoldersIsRefused() throws {
        let (dir, scenes, golden) = try counter()
        let outside = dir.appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: scenes.appendingPathComponent("Counter.events.swift"), to: outside.appendingPathComponent("Other.events.swift"))
        try FileManager.default.createSymbolicLink(atPath: scenes.appendingPathComponent("Linked.events.swift").path,
                                                   withDestinationPath: "../Outside/Other.events.swift")
        let root = scenes.resolvingSymlinksInPath().path
        for named in ["../Outside/Other.events.swift", outside.appendingPathComponent("Other.events.swift").path, "Linked.events.swift"] {
            try writeManifest(golden, events: named)
            let result = try test(dir)
            #expect(result.status == 1, "\(named): \(result.stdout)\(result.stderr)")
            #expect(result.stderr == "error: Golden/manifest.json: scenes.Counter.events names the events script \(named), which lies outside the folders the scene may read (\(root)); "
                    + "a manifest names only scripts inside them: move the script there, or give its folder with --allow-path\n", "\(result.stderr)")
            #expect(result.stdout.hasSuffix("0 passed, 0 failed; 1 scene file not loaded (Scenes/Counter.swift)\n"), "\(result.stdout)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: golden.path) == ["manifest.json"])
        }
        // Given with --events, it plays, with a warning that a rerun from the manifest needs --allow-path.
        try FileManager.default.removeItem(at: golden.appendingPathComponent("manifest.json"))
        let given = try test(dir, ["--events", "Outside/Other.events.swift", "--update", "none"])
        #expect(given.stderr == "warning: the events script Outside/Other.events.swift lies outside the folders the scene may read (\(root)); "
                + "a run from the manifest plays it only with --allow-path naming its folder\n", "\(given.stderr)")
        // Allowed, the folder's script plays.
        try writeManifest(golden, events: "../Outside/Other.events.swift")
        let allowed = try test(dir, ["--allow-path", "Outside"])
        #expect(allowed.status == 0, "\(allowed.stdout)\(allowed.stderr)")
        #expect(allowed.stdout.hasPrefix("rec  Counter: 3 frames (3 recorded) (events ../Outside/Other.events.swift)\n"), "\(allowed.stdout)")
    }

    /// A FIFO named as the manifest's events script is refused before anything opens it.
    @Test func aManifestsScriptThatIsAFIFOIsRefused() throws {
        let (dir, scenes, golden) = try counter()
        #expect(mkfifo(scenes.appendingPathComponent("Pipe.events.swift").path, 0o600) == 0)
        try writeManifest(golden, events: "Pipe.events.swift")
        let result = try test(dir)
        #expect(result.status == 1)
        #expect(result.stderr == "error: Golden/manifest.json: scenes.Counter.events names the events script Pipe.events.swift, which cannot be read: it is a FIFO, not a regular file\n", "\(result.stderr)")
    }
}
