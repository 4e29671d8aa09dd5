import ArgumentParser
import Foundation
import Reel
import ReelPreview
import ReelScript
import Synchronization

/// The scene file, view file or folder module `reel preview` serves: each generation loaded with
/// `SceneLookup.load`, the load of `reel render` and `reel inspect`, with the command line's
/// options.
final class SceneFileSource: PreviewSource {
    /// The scene as named on the command line (one file, several files, or a folder).
    let names: [String]
    /// Folders images may be read from besides the module's.
    let allowedPaths: [String]
    /// The preview options given (`--preview`, `--device`, ...).
    let preview: PreviewArguments
    /// The events script: the one given with `--events`, or the one recording created.
    private let eventsPath: Mutex<String?>

    /// A source for the scene `names` name, with `preview`'s options and the events script at `events`.
    init(names: [String], allowedPaths: [String], preview: PreviewArguments, events: String?) {
        self.names = names
        self.allowedPaths = allowedPaths
        self.preview = preview
        self.eventsPath = Mutex(events)
    }

    /// The events script played now, if any.
    var events: String? { eventsPath.withLock { $0 } }

    /// Where recording writes when no events script was given: `NAME.events.swift` beside the
    /// scene file, or beside the folder of a module.
    var recordingPath: String {
        if let events { return events }
        let first = URL(fileURLWithPath: names[0]).standardizedFileURL
        let base = ScriptModule.isFolder(names[0]) ? first : first.deletingPathExtension()
        return base.path + ".events.swift"
    }

    func files() -> PreviewFiles {
        var contents: [String] = []
        var folders: [String] = []
        let recursive = names.count > 1 || ScriptModule.isFolder(names[0])
        if let module = try? ScriptModule.named(names) {
            contents = module.files.map(\.path)
            folders = [module.root.path]
            if !recursive { contents = [names[0]] }
        } else {
            contents = names
            folders = names.map { ScriptModule.isFolder($0) ? $0 : URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        }
        // The events script counts even before it exists (recording creates it).
        contents.append(recordingPath)
        return PreviewFiles(contents: contents, folders: Array(Set(folders)).sorted(), recursive: recursive)
    }

    func load(_ variant: PreviewVariant) throws -> any PreviewDocument {
        var options = preview
        if let device = variant.device {
            options.device = device
            options.size = nil
        }
        if let scheme = variant.colorScheme { options.colorScheme = scheme }
        let events = self.events
        do {
            let file = try SceneLookup.load(names, allowedPaths: allowedPaths, preview: options, events: events)
            return try LoadedPreview(file: file, events: events, device: options.device, colorScheme: options.colorScheme)
        } catch let failure as SceneFileError {
            // Loading stops at the first stage with errors; the check, as `reel validate` runs it
            // (without drawing), finds every error of the files at once.
            let check = names.count == 1 && !ScriptModule.isFolder(names[0])
                ? SceneFile.check(path: names[0], allowedPaths: allowedPaths, events: events)
                : (try? ScriptModule.named(names)).map { SceneFile.check(module: $0, allowedPaths: allowedPaths, events: events) }
            if let check, !check.errors.isEmpty {
                throw PreviewLoadError(issues: Self.issues(SceneFileError(errors: check.errors, text: check.text, sources: check.sources)))
            }
            throw PreviewLoadError(issues: Self.issues(failure))
        } catch let failure as ScriptError {
            throw PreviewLoadError(issues: Self.issues(SceneFileError(errors: [failure], text: "", sources: [:])))
        } catch let failure as PreviewChoiceError {
            // A device or scheme asked for by a request that the scene cannot take is the
            // request's mistake; the command line's own choice failing is the module's.
            if variant != .standard { throw PreviewRequestError(failure.description) }
            throw PreviewLoadError(issues: [PreviewIssue(message: failure.description)])
        } catch let failure as ValidationError {
            throw PreviewRequestError(failure.message)
        } catch let failure as UserFailure {
            throw PreviewLoadError(issues: [PreviewIssue(message: failure.message)])
        }
    }

    func record(_ interaction: PreviewInteraction, in document: any PreviewDocument) throws -> String {
        guard let loaded = document as? LoadedPreview else { throw PreviewRequestError("nothing is loaded to record on") }
        let inspection: SceneInspection
        do {
            inspection = try InspectCommand.inspection(of: loaded.file, time: interaction.time).0
        } catch {
            throw PreviewLoadError(issues: [PreviewIssue(message: "\(loaded.file.sceneName): \(error)")])
        }
        let line = InteractionRecorder.line(for: interaction, in: inspection)
        let path = recordingPath
        do {
            try InteractionRecorder.append(line, to: path)
        } catch {
            throw PreviewRequestError("cannot write the events script \(path): \(error)")
        }
        // From now on the script is played, whether it was given or recording created it.
        eventsPath.withLock { $0 = path }
        return line
    }

    /// The positioned errors of `failure`, each with the source line it points into and a caret.
    static func issues(_ failure: SceneFileError) -> [PreviewIssue] {
        var lines: [String: SourceLines] = [:]
        return failure.errors.map { error in
            let text = failure.sources.count <= 1 ? failure.text : failure.sources[error.fileName] ?? ""
            var excerpt: String?
            if !text.isEmpty {
                if lines[error.fileName] == nil { lines[error.fileName] = SourceLines(text) }
                excerpt = error.location.excerpt(in: lines[error.fileName]!)
            }
            return PreviewIssue(message: error.message, file: error.fileName, line: error.line, column: error.column, excerpt: excerpt)
        }
    }
}
