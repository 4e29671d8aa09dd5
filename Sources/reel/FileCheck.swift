import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript

/// The one check of a scene file that `reel validate`, `render`, `export` and `test` share, and
/// the one way its diagnostics are printed: every error of the file at once, in source order,
/// and every warning (a deprecated `animation(_:)`, a symbol or font not found, an event after
/// the scene's end), each with its source line and a caret, to standard error.
///
/// `validate` prints them and stops; the others print the same lines, stop on errors with the
/// same count, and otherwise render, printing only what the render finds beyond them.
enum FileCheck {
    /// How the check draws a file: the first frame of every state and the last frame, each as a
    /// display list with a renderer of its own (not rasterised), so layouts, canvases, shapes'
    /// paths, fonts and images are checked too; and, for a scene whose tree reads the time (a
    /// `TimelineView`), every other frame laid out (as `reel inspect` does, without drawing), so
    /// a layout's answer at any frame is checked as a render meets it.
    /// With `sounds`, the sound files the scene plays (its events' sounds and its soundtrack) are
    /// decoded too (`AudioProbe`), each one that cannot be played an error where the scene names it.
    static func drawing(_ file: SceneFile, sounds: Bool = false) -> SceneFile.Drawing {
        let renderer = FrameRenderer(images: CairoImageStore(root: file.access.root, sandbox: file.access.sandbox))
        var drawn: Set<Int> = []
        var probed = !sounds || !file.texts.values.contains { $0.contains("Sound(") }
        func frame(_ scene: ScriptScene, _ time: Double) -> Int {
            min(scene.format.frameCount - 1, max(0, Int((time * scene.format.fps + 1e-9).rounded(.down))))
        }
        return (renderer.diagnostics, { scene, time in
            if !probed {
                probed = true
                probe(renderer.timeline(for: scene).soundCues.map(\.sound) + (scene.soundtrack.map { [$0.sound] } ?? []),
                      access: file.access, log: renderer.diagnostics)
            }
            let frame = frame(scene, time)
            if drawn.insert(frame).inserted { _ = try? renderer.displayList(for: scene, frame: frame) }
        }, { scene, time in
            // Laid out as `reel inspect` lays it out: the tree and its layout, not its drawing.
            let frame = frame(scene, time)
            if drawn.insert(frame).inserted { _ = try? renderer.inspection(of: scene, time: Double(frame) / scene.format.fps) }
        })
    }

    /// Decodes each sound of `sounds` once, reporting one that cannot be played to `log` where the
    /// scene names it (a name the scene may not read was reported where it was named).
    static func probe(_ sounds: [Sound], access: ResourceAccess, log: DiagnosticLog) {
        var seen: Set<String> = []
        for sound in sounds where seen.insert(sound.name).inserted {
            guard case .success(let path) = access.checkSound(sound.name) else { continue }
            do {
                _ = try AudioProbe.probe(path, shown: sound.name, position: sound.position)
            } catch {
                log.error("\(error)", view: sound.position == nil ? "Sound(\"\(sound.name)\")" : nil, location: sound.position)
            }
        }
    }

    /// Checks the scene file or module `names` name (one file; a folder; or several files joined
    /// as one module), played with the events script at `events`.
    /// - Throws: `UserFailure` when the files do not make a module (a folder with no Swift files).
    /// With `sounds` (`reel validate`), the sound files are decoded too.
    static func check(_ names: [String], allowedPaths: [String], events: String?, sounds: Bool = false) throws -> SceneFile.Check {
        let drawing = { (file: SceneFile) in Self.drawing(file, sounds: sounds) }
        if names.count == 1 && !ScriptModule.isFolder(names[0]) {
            return SceneFile.check(path: names[0], allowedPaths: allowedPaths, drawing: drawing, events: events)
        }
        return SceneFile.check(module: try SceneLookup.module(names), allowedPaths: allowedPaths, drawing: drawing, events: events)
    }

    /// The diagnostics printed so far in this run, so that a render prints a warning the check
    /// printed only once.
    static let printed = PrintedDiagnostics()

    /// Prints the warnings, then the errors, of `check` to standard error, noting them as printed;
    /// with `once`, those printed before in this run are left out (a scene loaded twice); with
    /// `errorsOnly` (`--quiet`), the warnings are.
    static func print(_ check: SceneFile.Check, once: Bool = false, errorsOnly: Bool = false) {
        var text = ""
        for warning in check.warnings where !errorsOnly && (printed.insert(warning) || !once) {
            let source = check.sources.count > 1 ? warning.location.flatMap { check.sources[$0.file] } : check.text
            text += warning.formatted(source: source) + "\n"
        }
        let errors = check.errors.filter { printed.insert(Diagnostic(severity: .error, message: $0.message, location: $0.location)) || !once }
        if !errors.isEmpty {
            text += SceneFileError(errors: errors, text: check.text, sources: check.sources).description + "\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// The diagnostics a run has printed, shared by the threads that print.
final class PrintedDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<Diagnostic> = []

    /// Notes `diagnostic` as printed; false when it was printed before.
    func insert(_ diagnostic: Diagnostic) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return seen.insert(diagnostic).inserted
    }

    /// Whether `diagnostic` was printed.
    func contains(_ diagnostic: Diagnostic) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return seen.contains(diagnostic)
    }
}
