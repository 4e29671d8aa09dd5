import ArgumentParser
import Foundation
import Reel
import ReelScript
import ReelTesting
import Scenes

/// `reel test`: checks frames of scenes against golden images; see `GoldenTestRun`.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Check frames of scenes against golden images; write a report of what changed.",
        discussion: """
            Each scene's frames are those --frames and --times name, else those its entry in the golden \
            folder's manifest.json names (frames, times), else the first, middle and last. Goldens \
            written are recorded in the manifest with the scene's path and the --frames, --times and \
            --scale given, so that `reel test` with no scene named (in the golden folder, or with \
            --golden DIR) tests every scene the manifest lists as it was recorded. Update modes: all (rewrite every golden \
            checked), changed (record missing goldens and rewrite failing ones), missing (record \
            missing goldens), none (write nothing); the default is missing, or none when the CI \
            environment variable is set. A scene's manifest entry may name the events script it is \
            played with ("events", from the scene file's folder); --events wins over it, and goldens \
            written with a script record it there. Exit status: 0 when every frame passes, 1 when one \
            fails (or a golden, the manifest, a scene or its events script is bad), 2 for a usage error.
            """)

    @Argument(help: ArgumentHelp("Scene files (PATH.swift), folders of scene files, or compiled scene names; none (or a golden folder) to test the scenes the manifest lists.", valueName: "scene|dir"))
    var scenes: [String] = []

    @Option(help: ArgumentHelp("The golden folder (default: Tests/Golden; with no scene named, the working folder when it holds manifest.json).", valueName: "dir"))
    var golden: String?

    @Option(help: ArgumentHelp("Frames to check: frame numbers and ranges, such as 0,74,149 or 0-59 (zero-based); recorded in the manifest with the goldens written.", valueName: "frames"))
    var frames: String?

    @Option(help: ArgumentHelp("Times to check, in seconds, such as 0,0.5,1.5; recorded in the manifest with the goldens written.", valueName: "seconds"))
    var times: String?

    @Option(help: "Pixels per point (default: the manifest's, else the scene's own); recorded in the manifest with the goldens written.")
    var scale: Double?

    @Option(help: ArgumentHelp("Which goldens to write: all, changed, missing or none.", valueName: "mode"))
    var update: OptionChoice<UpdateMode>?

    @Option(help: ArgumentHelp("Where the report goes (index.html, junit.xml and images).", valueName: "dir"))
    var report = "reel-out/test-report"

    @Option(help: "Pixelmatch threshold, 0 to 1 (default 0.1, or the manifest's).")
    var threshold: Double?

    @Option(name: .customLong("max-diff-pixels"), help: "How many pixels of a frame may differ.")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "What fraction (0 to 1) of a frame's pixels may differ.")
    var maxDiffRatio: Double?

    @Option(help: ArgumentHelp("Check only this frame: SCENE@FRAME or SCENE@SECONDSs (repeatable).", valueName: "scene@frame"))
    var only: [String] = []

    @Option(help: "How many frames to draw and compare at once (default: the number of cores).")
    var threads: Int?

    @OptionGroup var allowed: AllowedFolders

    @OptionGroup(title: "Previews") var preview: PreviewArguments

    @Option(help: ArgumentHelp("An events script played against the scene files tested, in place of the one their manifest entries name (see docs/Interaction.md).", valueName: "events"))
    var events: String?

    @Flag(help: "Print only failures.")
    var quiet = false

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0) { throw ValidationError("--scale must be a positive number, not \(scale)") }
        if let scale, scale > GoldenManifest.maximumScale {
            throw ValidationError("--scale must be at most \(Int(GoldenManifest.maximumScale)) for goldens (the manifest's limit), not \(scale)")
        }
        _ = try FrameList.moments(frames: frames, times: times)
        if !only.isEmpty && (frames != nil || times != nil) {
            throw ValidationError("Give --only, or --frames and --times, not both: --only checks single frames of scenes, --frames and --times choose (and record) the frames of every scene tested.")
        }
        if case .unknown(let text)? = update { try usage { () throws(GoldenError) in _ = try UpdateMode.parse(text, from: "--update") } }
        if let problem = overrides.problems.first { throw ValidationError(problem) }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1, not \(threads)") }
        for request in only { try usage { () throws(GoldenError) in _ = try FrameRequest.parse(request) } }
    }

    /// The settings the options override.
    var overrides: ComparisonSettings.Patch {
        ComparisonSettings.Patch(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio)
    }

    func run() throws {
        let (goldenPath, arguments) = try target()
        var unchecked: [UncheckedScene] = []
        var tested: [SceneUnderTest] = []
        // The manifest names the events scripts scenes are played with (and, for a run naming no
        // scene, the scenes); a bad manifest is reported by the run below.
        let manifest = try? GoldenFolder(url: URL(fileURLWithPath: goldenPath)).loadManifest()
        let moments = try FrameList.moments(frames: frames, times: times)
        let environment = ProcessInfo.processInfo.environment
        var options = GoldenTestOptions(
            golden: URL(fileURLWithPath: goldenPath), report: URL(fileURLWithPath: report),
            update: update?.value ?? UpdateMode.default(environment: environment),  // validate() refused unknown modes
            command: .reelTest(golden: goldenPath))
        options.overrides = overrides
        options.only = try usage { () throws(GoldenError) in try only.map { text throws(GoldenError) in try FrameRequest.parse(text) } }
        options.threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        /// Runs the golden test of `tested`, turning its errors into the command's.
        func check(_ tested: [SceneUnderTest], unchecked: [UncheckedScene]) throws -> GoldenRunResult {
            do {
                return try GoldenTestRun(options: options).run(tested, unchecked: unchecked)
            } catch {
                if error.kind == .usage { throw ValidationError(error.message) }
                throw UserFailure(message: "error: \(error.message)")
            }
        }
        /// Loads the scene `path` names, or notes why it cannot be checked.
        func load(_ path: String, name: String? = nil) throws {
            do {
                var scene = try sceneUnderTest(path, manifest: manifest, golden: goldenPath, name: name)
                if let name, scene.name != name {
                    throw UserFailure(message: "error: \(manifestPath(goldenPath)): scenes.\(name).path names \(path), whose scene is \(scene.name), not \(name)")
                }
                if let moments {
                    scene.moments = moments
                    scene.recordsMoments = true
                }
                scene.scale = scale
                tested.append(scene)
            } catch let failure as UserFailure {
                FileHandle.standardError.write(Data((failure.message + "\n").utf8))
                let message = failure.details.isEmpty ? failure.message : failure.details.joined(separator: "\n")
                unchecked.append(UncheckedScene(name: name, argument: path, message: message))
            }
        }
        if let arguments {
            for argument in arguments {
                for path in try sceneArguments(argument) { try load(path) }
            }
        } else {
            // No scene named: the scenes the manifest lists, each from its recorded path (or, with
            // none, the compiled scene of its name). A bad manifest stops the run (with its report).
            guard let manifest else { _ = try check([], unchecked: []); return }
            for name in manifest.scenes.keys.sorted() {
                if let path = manifest.scenes[name]?.path {
                    try load(GoldenPaths.resolved(path, in: goldenPath), name: name)
                } else if SceneCatalog.scenes[name] != nil {
                    try load(name, name: name)
                } else {
                    let message = "error: \(manifestPath(goldenPath)): scenes.\(name) has no path, and no compiled scene is named \(name); "
                        + "test its scene file by name once (reel test PATH.swift --golden \(goldenPath) --update all) to record its path"
                    FileHandle.standardError.write(Data((message + "\n").utf8))
                    unchecked.append(UncheckedScene(name: name, argument: name, message: message))
                }
            }
        }
        let result = try check(tested, unchecked: unchecked)
        for warning in result.warnings { FileHandle.standardError.write(Data(("warning: " + warning + "\n").utf8)) }
        print(output(result), terminator: "")
        if !result.passed { throw ExitCode(CLIExit.failure) }
    }

    /// The golden folder, and the scenes named (nil when none is: the manifest's scenes are
    /// tested). A single argument that is a golden folder (it holds manifest.json and no Swift
    /// file) names the golden folder; with no scene named, the golden folder is `--golden`, else
    /// the working folder when it holds manifest.json, else Tests/Golden.
    func target() throws -> (golden: String, scenes: [String]?) {
        if scenes.count == 1, GoldenPaths.isGoldenFolder(scenes[0]) {
            if let golden, URL(fileURLWithPath: golden).standardizedFileURL != URL(fileURLWithPath: scenes[0]).standardizedFileURL {
                throw ValidationError("\(scenes[0]) is a golden folder (it holds \(GoldenManifest.fileName) and no Swift file), and --golden names another (\(golden)); name one of them")
            }
            return (scenes[0], nil)
        }
        if !scenes.isEmpty { return (golden ?? "Tests/Golden", scenes) }
        let chosen = golden ?? (FileManager.default.fileExists(atPath: GoldenManifest.fileName) ? "." : "Tests/Golden")
        guard FileManager.default.fileExists(atPath: manifestPath(chosen)) else {
            throw ValidationError("Name the scenes to test: scene files, folders of them, or compiled scenes (for example `reel test Scenes --golden Tests/Golden`); "
                                  + "with none named, reel test tests the scenes a golden folder's \(GoldenManifest.fileName) lists, and there is no \(manifestPath(chosen))")
        }
        return (chosen, nil)
    }

    /// What the run prints: a line per scene (unless quiet), each failure, the goldens removed,
    /// the report and the tally. A scene whose goldens were written says so (`rec`), not `ok`:
    /// `rec  Dot: 3 frames (3 recorded)`, `rec  Dot: 3 frames (2 passed, 1 recorded)`.
    func output(_ result: GoldenRunResult) -> String {
        var text = ""
        if !quiet {
            for scene in result.scenes {
                let frames = result.outcomes.filter { $0.scene == scene.name }
                guard !frames.isEmpty else { continue }
                let failed = frames.filter { !$0.passed }.count
                let recorded = frames.filter { $0.status == .recorded }.count, rewritten = frames.filter { $0.status == .rerecorded }.count
                let count = "\(frames.count) frame\(frames.count == 1 ? "" : "s")"
                let events = scene.events.map { " (events \($0))" } ?? ""
                if failed > 0 {
                    text += "FAIL \(scene.name): \(failed) of \(frames.count) frames\(events)\n"
                } else if recorded + rewritten == 0 {
                    text += "ok   \(scene.name): \(count)\(events)\n"
                } else {
                    let passed = frames.count - recorded - rewritten
                    let counts = [(passed, "passed"), (recorded, "recorded"), (rewritten, "rewritten")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
                    text += "rec  \(scene.name): \(count) (\(counts.joined(separator: ", ")))\(events)\n"
                }
                for frame in frames where frame.wroteGolden {
                    text += "     \(frame.summary)\n"
                }
            }
            for removed in result.removed { text += removed.summary + "\n" }
        }
        if !result.failures.isEmpty || !result.problems.isEmpty { text += result.failureText + "\n" }
        if !quiet || !result.passed {
            if let junit = result.junitURL, !quiet, result.failures.isEmpty {
                text += "report: \(result.reportURL?.path ?? "") (JUnit: \(junit.path))\n"
            }
            text += result.tally + "\n"
        }
        return text
    }

    /// The scene files a folder argument stands for: a folder in which two or more files declare
    /// an `AnimatedScene` is a folder of scene files (such as the gallery), and stands for its
    /// `.swift` files that declare a scene or a preview, sorted, each tested alone; any other
    /// folder is one module (its Swift files read together), and stands for itself. Any other
    /// argument stands for itself.
    func sceneArguments(_ argument: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else { return [argument] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: argument).filter { $0.hasSuffix(".swift") }.sorted()
        } catch {
            throw UserFailure(message: "error: cannot read the folder \(argument): \(error.localizedDescription)")
        }
        let all = names.map { (argument as NSString).appendingPathComponent($0) }
        let scenes = all.filter { path in (try? SceneFile.source(path: path)).map { SceneFile.declaresScene(text: $0, previews: false) } ?? false }
        if scenes.count < 2 { return [argument] }
        let paths = all.filter { path in (try? SceneFile.source(path: path)).map { SceneFile.declaresScene(text: $0) } ?? true }
        guard !paths.isEmpty else { throw UserFailure(message: "error: the folder \(argument) holds no scene files") }
        return paths
    }

    /// The scene a path or name stands for, played with the events script `--events` names, else
    /// the one `manifest`'s entry for it names (from the scene file's folder).
    /// A scene file's scene records its path from the golden folder `golden`.
    /// A view file is drawn with the preview options given; without any, with those `manifest`
    /// recorded for the scene (`name`, else the name of the preview chosen by default), so that a
    /// rerun from the manifest draws the preview its goldens were recorded with.
    func sceneUnderTest(_ argument: String, manifest: GoldenManifest?, golden: String, name: String? = nil) throws -> SceneUnderTest {
        var preview = self.preview
        /// The options recorded for the scene `scene`, when none were given.
        func recorded(_ scene: String) throws -> PreviewArguments? {
            guard self.preview.isEmpty, let record = manifest?.scenes[scene]?.preview, !record.isEmpty else { return nil }
            do {
                return try PreviewArguments.recorded(record)
            } catch {
                throw UserFailure(message: "error: \(manifestPath(golden)): scenes.\(scene).preview: \(error)")
            }
        }
        if let name, let options = try recorded(name) { preview = options }
        var choice = try SceneLookup.choice(argument, allowedPaths: allowed.paths, preview: preview, events: events, quiet: quiet)
        if name == nil, case .file(let file) = choice, let options = try recorded(file.sceneName) {
            preview = options
            choice = try SceneLookup.choice(argument, allowedPaths: allowed.paths, preview: preview, events: events, quiet: quiet)
        }
        switch choice {
        case .compiled(let type):
            if let named = manifest?.scenes["\(type)"]?.events {
                throw UserFailure(message: "error: \(manifestPath(golden)): scenes.\(type).events names the events script \(named), but \(type) is a compiled scene, which scripts touches in its own timeline ('At(seconds) { Touch.tap(\"Start\") }')")
            }
            return compiled(type)
        case .file(var file):
            var recorded: String?
            if let events {
                recorded = EventsPath.relative(events, to: file.access.root)
                // Recorded from the command line, it would be refused when read back from the manifest.
                if let recorded, case .outside? = EventsPath.refusal(of: recorded, access: file.access), !quiet {
                    FileHandle.standardError.write(Data(("warning: the events script \(events) lies outside the folders the scene may read (\(file.access.root.path)\(allowed.paths.isEmpty ? "" : " and the --allow-path folders")); "
                        + "a run from the manifest plays it only with --allow-path naming its folder\n").utf8))
                }
            } else if let named = manifest?.scenes[file.sceneName]?.events {
                let path: String
                do {
                    path = try EventsPath.manifestScript(named, access: file.access)
                } catch {
                    let entry = "error: \(manifestPath(golden)): scenes.\(file.sceneName).events names the events script \(named), which"
                    switch error {
                    case .missing(let looked):
                        throw UserFailure(message: "\(entry) does not exist (looked for \(looked)); name the script from the scene file's folder, or remove the key")
                    case .outside:
                        throw UserFailure(message: "\(entry) lies outside the folders the scene may read (\(file.access.root.path)\(allowed.paths.isEmpty ? "" : " and the --allow-path folders")); "
                                          + "a manifest names only scripts inside them: move the script there, or give its folder with --allow-path")
                    case .unreadable(let reason):
                        throw UserFailure(message: "\(entry) cannot be read: \(reason)")
                    }
                }
                if case .file(let played) = try SceneLookup.choice(argument, allowedPaths: allowed.paths, preview: preview, events: path, quiet: quiet) {
                    file = played
                }
                recorded = named
            }
            var scene = SceneUnderTest(name: file.sceneName, argument: argument, resourceRoot: file.access.root,
                                       sandbox: file.access.sandbox) { [file] in
                // Loading already made one instance, so making more cannot fail.
                (try? file.makeScene()) ?? ScriptScene()
            }
            scene.events = recorded
            scene.eventsOption = events
            scene.preview = preview.record
            scene.path = GoldenPaths.relative(argument, from: golden)
            return scene
        }
    }

    /// The manifest's path in the golden folder `golden`, as errors name it.
    func manifestPath(_ golden: String) -> String { (golden as NSString).appendingPathComponent(GoldenManifest.fileName) }

    private func compiled<S: AnimatedScene>(_ type: S.Type) -> SceneUnderTest {
        SceneUnderTest(name: "\(S.self)", make: { S() })
    }

    /// Runs `body`, turning its errors into usage errors.
    private func usage<T>(_ body: () throws(GoldenError) -> T) throws -> T {
        do { return try body() } catch { throw ValidationError(error.message) }
    }
}
