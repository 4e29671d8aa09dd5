import ArgumentParser
import Foundation
import Reel
import ReelScript
import ReelTesting

/// `reel test`: checks frames of scenes against golden images; see `GoldenTestRun`.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Check frames of scenes against golden images; write a report of what changed.",
        discussion: """
            Each scene's frames are those its entry in the golden folder's manifest.json names \
            (frames, times), else the first, middle and last. Update modes: all (rewrite every golden \
            checked), changed (record missing goldens and rewrite failing ones), missing (record \
            missing goldens), none (write nothing); the default is missing, or none when the CI \
            environment variable is set. A scene's manifest entry may name the events script it is \
            played with ("events", from the scene file's folder); --events wins over it, and goldens \
            written with a script record it there. Exit status: 0 when every frame passes, 1 when one \
            fails (or a golden, the manifest, a scene or its events script is bad), 2 for a usage error.
            """)

    @Argument(help: ArgumentHelp("Scene files (PATH.swift), folders of scene files, or compiled scene names.", valueName: "scene|dir"))
    var scenes: [String] = []

    @Option(help: ArgumentHelp("The golden folder.", valueName: "dir"))
    var golden = "Tests/Golden"

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
        guard !scenes.isEmpty else {
            throw ValidationError("Name the scenes to test: scene files, folders of them, or compiled scenes (for example `reel test Scenes --golden Tests/Golden`).")
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
        var failedToLoad: [String] = []
        var tested: [SceneUnderTest] = []
        // The manifest names the events scripts scenes are played with; a bad manifest is
        // reported by the run below.
        let manifest = try? GoldenFolder(url: URL(fileURLWithPath: golden)).loadManifest()
        for argument in scenes {
            for path in try sceneArguments(argument) {
                do {
                    tested.append(try sceneUnderTest(path, manifest: manifest))
                } catch let failure as UserFailure {
                    FileHandle.standardError.write(Data((failure.message + "\n").utf8))
                    failedToLoad.append(path)
                }
            }
        }
        if let duplicate = Dictionary(grouping: tested, by: \.name).first(where: { $0.value.count > 1 }) {
            throw UserFailure(message: "error: two scenes are named \(duplicate.key) (\(duplicate.value.map(\.argument).joined(separator: ", "))); goldens are kept by scene name")
        }
        let environment = ProcessInfo.processInfo.environment
        var options = GoldenTestOptions(
            golden: URL(fileURLWithPath: golden), report: URL(fileURLWithPath: report),
            update: update?.value ?? UpdateMode.default(environment: environment),  // validate() refused unknown modes
            command: .reelTest(golden: golden))
        options.overrides = overrides
        options.only = try usage { () throws(GoldenError) in try only.map { text throws(GoldenError) in try FrameRequest.parse(text) } }
        options.threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        let result: GoldenRunResult
        do {
            result = try GoldenTestRun(options: options).run(tested)
        } catch {
            if error.kind == .usage { throw ValidationError(error.message) }
            throw UserFailure(message: "error: \(error.message)")
        }
        var text = output(result)
        if !failedToLoad.isEmpty {
            if !text.hasSuffix(result.tally + "\n") { text += result.tally + "\n" }
            text = String(text.dropLast()) + "; \(failedToLoad.count) scene file\(failedToLoad.count == 1 ? "" : "s") not loaded (\(failedToLoad.joined(separator: ", ")))\n"
        }
        print(text, terminator: "")
        if !result.passed || !failedToLoad.isEmpty { throw ExitCode(CLIExit.failure) }
    }

    /// What the run prints: a line per scene (unless quiet), each failure, the report and the tally.
    func output(_ result: GoldenRunResult) -> String {
        var text = ""
        if !quiet {
            for scene in result.scenes {
                let frames = result.outcomes.filter { $0.scene == scene.name }
                guard !frames.isEmpty else { continue }
                let failed = frames.filter { !$0.passed }.count
                let events = scene.events.map { " (events \($0))" } ?? ""
                text += failed == 0 ? "ok   \(scene.name): \(frames.count) frame\(frames.count == 1 ? "" : "s")\(events)\n"
                                    : "FAIL \(scene.name): \(failed) of \(frames.count) frames\(events)\n"
                for frame in frames where frame.status == .recorded || frame.status == .rerecorded {
                    text += "     \(frame.summary)\n"
                }
            }
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
    func sceneUnderTest(_ argument: String, manifest: GoldenManifest?) throws -> SceneUnderTest {
        switch try SceneLookup.choice(argument, allowedPaths: allowed.paths, preview: preview, events: events, quiet: quiet) {
        case .compiled(let type):
            if let named = manifest?.scenes["\(type)"]?.events {
                throw UserFailure(message: "error: \(manifestPath): scenes.\(type).events names the events script \(named), but \(type) is a compiled scene, which scripts touches in its own timeline ('At(seconds) { Touch.tap(\"Start\") }')")
            }
            return compiled(type)
        case .file(var file):
            var recorded: String?
            if let events {
                recorded = EventsPath.relative(events, to: file.access.root)
            } else if let named = manifest?.scenes[file.sceneName]?.events {
                let path = EventsPath.resolved(named, from: file.access.root)
                guard FileManager.default.fileExists(atPath: path) else {
                    throw UserFailure(message: "error: \(manifestPath): scenes.\(file.sceneName).events names the events script \(named), which does not exist (looked for \(path)); name the script from the scene file's folder, or remove the key")
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
            return scene
        }
    }

    /// The manifest's path, as errors name it.
    var manifestPath: String { (golden as NSString).appendingPathComponent(GoldenManifest.fileName) }

    private func compiled<S: AnimatedScene>(_ type: S.Type) -> SceneUnderTest {
        SceneUnderTest(name: "\(S.self)", make: { S() })
    }

    /// Runs `body`, turning its errors into usage errors.
    private func usage<T>(_ body: () throws(GoldenError) -> T) throws -> T {
        do { return try body() } catch { throw ValidationError(error.message) }
    }
}
