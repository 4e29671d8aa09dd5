import ArgumentParser
import Foundation
import Reel
import ReelSystem
import ReelCairo
import ReelScript
import Scenes

/// A scene a command names: a compiled scene type, or a scene file to interpret.
enum SceneChoice {
    /// A scene compiled into the `Scenes` target.
    case compiled(any AnimatedScene.Type)
    /// A scene file, loaded and checked.
    case file(SceneFile)
}

/// A scene ready for a command: how to make instances of it (one per rendering thread), its
/// name, where its images resolve, and its source text for printing errors.
struct SceneHandle<Scene: AnimatedScene>: Sendable {
    /// The scene's name: the compiled type's, or the scene file's struct's.
    var name: String
    /// Makes an instance (state storage is per instance).
    var make: @Sendable () -> Scene
    /// The folder image names resolve in.
    var resourceRoot: URL
    /// Where images may be read: a scene file's folders, or anywhere for a compiled scene.
    var sandbox: FileSandbox
    /// The texts of the scene file or module's files by the names errors give them, for errors
    /// with a source line and caret; empty for compiled scenes.
    var sources: [String: String]
    /// The real path of a sound's file, checked against the folders the scene may read; throws a
    /// `SceneSoundError` naming the sound when it may not or cannot be read.
    var soundPath: @Sendable (Sound) throws -> String

    /// A store loading the scene's images, shared by the threads of one render.
    func makeImages() -> CairoImageStore { CairoImageStore(root: resourceRoot, sandbox: sandbox) }
}

/// What a command does with a scene, whatever its type.
protocol SceneAction {
    /// What the action gives back.
    associatedtype Result
    /// Runs the action on `scene`.
    func run<Scene: AnimatedScene>(_ scene: SceneHandle<Scene>) throws -> Result
}

extension SceneChoice {
    /// Runs `action` on the chosen scene.
    func perform<Action: SceneAction>(_ action: Action) throws -> Action.Result {
        switch self {
        case .compiled(let type):
            return try Self.perform(action, on: type)
        case .file(let file):
            // Loading already made one instance, so making more cannot fail.
            let access = file.access
            return try action.run(SceneHandle(name: file.sceneName, make: { (try? file.makeScene()) ?? ScriptScene() },
                                              resourceRoot: access.root, sandbox: access.sandbox, sources: file.texts,
                                              soundPath: { sound in
                                                  switch access.checkSound(sound.name) {
                                                  case .success(let path): return path
                                                  case .failure(let denied): throw SceneSoundError(message: denied.message, position: sound.position)
                                                  }
                                              }))
        }
    }

    private static func perform<Action: SceneAction, Scene: AnimatedScene>(_ action: Action, on type: Scene.Type) throws -> Action.Result {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return try action.run(SceneHandle(name: "\(Scene.self)", make: { Scene() }, resourceRoot: root, sandbox: .unconfined, sources: [:],
                                          soundPath: { SceneSound.compiledSoundPath($0, root: root) }))
    }
}

/// Finds the scene a command names.
enum SceneLookup {
    /// Whether `names` name Swift source: a path ending in `.swift`, several names, or a folder.
    static func namesSource(_ names: [String]) -> Bool {
        names.count > 1 || names.first.map { $0.hasSuffix(".swift") || ScriptModule.isFolder($0) } ?? false
    }

    /// The module `names` name (one folder, or Swift files); a user failure saying why not.
    static func module(_ names: [String]) throws -> ScriptModule {
        do { return try ScriptModule.named(names) } catch { throw UserFailure(message: "error: \(error.description)") }
    }

    /// The scene `names` name: Swift files, or a folder of them, are a module (a single file is a
    /// scene file), loaded with every error printed on failure; a single other name is a compiled
    /// scene's type name. `preview` are the options of a view file's preview (a usage error for a
    /// compiled scene).
    /// `events` is the path of an events script played against a scene file (a usage error for a
    /// compiled scene).
    /// With `checked`, the files are first checked as `reel validate` checks them (`FileCheck`),
    /// their warnings (unless `quiet`) and errors printed as it prints them; errors end the command
    /// with its count.
    static func choice(_ names: [String], allowedPaths: [String] = [], preview: PreviewArguments? = nil, events: String? = nil,
                       checked: Bool = true, quiet: Bool = false) throws -> SceneChoice {
        guard namesSource(names) else { return try choice(names.first ?? "", allowedPaths: allowedPaths, preview: preview, events: events, checked: checked, quiet: quiet) }
        if names.count == 1, !ScriptModule.isFolder(names[0]) {
            return try choice(names[0], allowedPaths: allowedPaths, preview: preview, events: events, checked: checked, quiet: quiet)
        }
        _ = try module(names)
        if checked { try check(names, allowedPaths: allowedPaths, events: events, quiet: quiet) }
        do {
            let file = try load(names, allowedPaths: allowedPaths, preview: preview, events: events)
            for note in file.notes { FileHandle.standardError.write(Data(("warning: " + note + "\n").utf8)) }
            return .file(file)
        } catch let failure as SceneFileError {
            throw UserFailure(message: failure.description + "\n" + SceneLookup.summary(failure.errors.count),
                              details: failure.errors.map(\.description))
        } catch let failure as PreviewChoiceError {
            throw ValidationError(failure.description)
        }
    }

    /// The scene `name` names: a path ending in `.swift` is a scene file (loaded, with every
    /// error printed on failure); anything else a compiled scene's type name.
    /// `preview` are the options of a view file's preview (a usage error for a compiled scene).
    static func choice(_ name: String, allowedPaths: [String] = [], preview: PreviewArguments? = nil, events: String? = nil,
                       checked: Bool = true, quiet: Bool = false) throws -> SceneChoice {
        if ScriptModule.isFolder(name) { return try choice([name], allowedPaths: allowedPaths, preview: preview, events: events, checked: checked, quiet: quiet) }
        guard name.hasSuffix(".swift") else {
            if events != nil {
                throw ValidationError("--events applies to scene files and view files (PATH.swift); a compiled scene scripts touches in its own timeline ('At(seconds) { Touch.tap(\"Start\") }'), not to '\(name)'")
            }
            if let preview, !preview.isEmpty {
                throw ValidationError("--preview, --device, --size, --fps, --duration and --color-scheme apply to the previews of view files (PATH.swift), not to the compiled scene '\(name)'")
            }
            return .compiled(try scene(named: name))
        }
        if checked { try check([name], allowedPaths: allowedPaths, events: events, quiet: quiet) }
        do {
            let file = try load([name], allowedPaths: allowedPaths, preview: preview, events: events)
            for note in file.notes { FileHandle.standardError.write(Data(("warning: " + note + "\n").utf8)) }
            return .file(file)
        } catch let failure as SceneFileError {
            throw UserFailure(message: failure.description + "\n" + SceneLookup.summary(failure.errors.count),
                              details: failure.errors.map(\.description))
        } catch let failure as PreviewChoiceError {
            throw ValidationError(failure.description)
        }
    }

    /// Loads the scene file, or the module of several files or of a folder, that `names` name,
    /// with `preview`'s options and the events script at `events`: the one load of every command
    /// that renders or inspects a scene file, and of `reel preview` at every reload.
    /// - Throws: `SceneFileError` with the positioned errors; `PreviewChoiceError` for a preview
    ///   that does not exist; `ValidationError` for bad preview options; `UserFailure` for names
    ///   that make no module.
    static func load(_ names: [String], allowedPaths: [String], preview: PreviewArguments?, events: String?) throws -> SceneFile {
        if names.count == 1, !ScriptModule.isFolder(names[0]) {
            let options = try preview?.options(services: PreviewArguments.services(forFileAt: names[0], allowedPaths: allowedPaths)) ?? PreviewOptions()
            return try SceneFile.load(path: names[0], allowedPaths: allowedPaths, preview: options, events: events)
        }
        let module = try module(names)
        let options = try preview?.options(services: PreviewArguments.services(root: module.root, allowedPaths: allowedPaths)) ?? PreviewOptions()
        return try SceneFile.load(module: module, allowedPaths: allowedPaths, preview: options, events: events)
    }

    /// Checks the scene file or module `names` name as `reel validate` does and prints what it
    /// finds, as it prints it (each diagnostic once in a run).
    /// - Throws: `UserFailure` with `reel validate`'s last line (`PATH: 2 errors`) when there are errors.
    static func check(_ names: [String], allowedPaths: [String], events: String?, quiet: Bool = false) throws {
        let check = try FileCheck.check(names, allowedPaths: allowedPaths, events: events)
        FileCheck.print(check, once: true, errorsOnly: quiet)
        if !check.errors.isEmpty {
            throw UserFailure(message: "\(names.joined(separator: " ")): \(summary(check.errors.count))",
                              details: check.errors.map(\.description))
        }
    }

    /// "1 error" / "3 errors".
    static func summary(_ count: Int) -> String { count == 1 ? "1 error" : "\(count) errors" }

    /// The compiled scene type named `name`; a usage error with a suggestion when there is none.
    static func scene(named name: String) throws -> any AnimatedScene.Type {
        if let type = SceneCatalog.scenes[name] { return type }
        var message = "Unknown scene '\(name)'."
        if let guess = Suggestion.closest(to: name, in: SceneCatalog.scenes.keys) { message += " Did you mean '\(guess)'?" }
        message += " Compiled scenes: \(SceneCatalog.scenes.keys.sorted().joined(separator: ", "))."
        throw ValidationError(message)
    }
}

/// Which frames a render asks for.
enum FrameSelection {
    /// The frame numbers chosen by `--frames A-B`, `--frame N` or `--time T` (all frames when none).
    static func parse(frames: String?, frame: Int?, time: Double?, fps: Double, frameCount: Int) throws -> [Int] {
        let given = [frames != nil, frame != nil, time != nil].filter { $0 }.count
        guard given <= 1 else { throw ValidationError("Give only one of --frames, --frame and --time.") }
        func check(_ n: Int, _ what: String) throws {
            guard n >= 0 && n < frameCount else {
                throw ValidationError("\(what) \(n) is outside the scene's frames 0-\(frameCount - 1)")
            }
        }
        if let frame {
            try check(frame, "--frame")
            return [frame]
        }
        if let time {
            guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a number of seconds ≥ 0, not \(time)") }
            let position = (time * fps + 1e-9).rounded(.down)
            guard position < Double(frameCount) else {
                throw ValidationError("--time \(time) is after the scene's last frame (\(frameCount - 1), at \(Double(frameCount - 1) / fps) s)")
            }
            return [Int(position)]
        }
        if let frames {
            let parts = frames.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a <= b else {
                throw ValidationError("--frames takes a range A-B with A ≤ B, such as 0-59, not '\(frames)'")
            }
            try check(a, "--frames start")
            try check(b, "--frames end")
            return Array(a...b)
        }
        return Array(0..<frameCount)
    }
}

/// Printing diagnostics to standard error.
enum Diagnostics {
    /// Prints every diagnostic of `log`, one each, errors from a scene file with their source line
    /// and caret (`sources` are the texts of the files by name); with `errorsOnly`, warnings are
    /// left out.
    static func print(_ log: DiagnosticLog, sources: [String: String] = [:], errorsOnly: Bool = false) {
        var lines: [String: SourceLines] = [:]
        for d in log.diagnostics where (!errorsOnly || d.severity == .error) && FileCheck.printed.insert(d) {
            var source: SourceLines?
            if let file = d.location?.file, let text = sources[file] {
                source = lines[file] ?? SourceLines(text)
                lines[file] = source
            } else if sources.count == 1, let text = sources.values.first {
                // One file: what it reports without its own name is still its text.
                source = SourceLines(text)
            }
            FileHandle.standardError.write(Data((d.formatted(source: source) + "\n").utf8))
        }
    }
}
