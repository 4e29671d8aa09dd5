import ArgumentParser
import Foundation
import ReelCairo
import ReelScript

/// `reel validate`: parses and checks scene files, printing every positioned error.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene files: syntax, names, arguments, and every state's body; print each error with its position.")

    @Argument(help: "The scene files to check, each alone; or a folder, whose Swift files are checked as one module.")
    var files: [String]

    @Flag(help: "Check the files given as one module (as a folder's files are), not each alone.")
    var module = false

    @OptionGroup var allowed: AllowedFolders

    @Option(help: ArgumentHelp("An events script checked with each file (see docs/Interaction.md).", valueName: "events"))
    var events: String?

    func run() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one scene file to validate.") }
        var failed = 0
        // Each argument is checked alone (a folder as one module), unless --module joins them.
        let units: [[String]] = module ? [files] : files.map { [$0] }
        for names in units {
            let path = names.count == 1 ? names[0] : names.joined(separator: " ")
            let drawing: (SceneFile) -> SceneFile.Drawing = { file in
                // Drawing the first frame of every state and the last frame runs canvases and paths too.
                let renderer = FrameRenderer(images: CairoImageStore(root: file.access.root, sandbox: file.access.sandbox))
                var drawn: Set<Int> = []
                return (renderer.diagnostics, { scene, time in
                    let frame = min(scene.format.frameCount - 1, max(0, Int((time * scene.format.fps).rounded(.down))))
                    if drawn.insert(frame).inserted { _ = try? renderer.displayList(for: scene, frame: frame) }
                })
            }
            let check: SceneFile.Check
            if names.count == 1 && !ScriptModule.isFolder(names[0]) {
                check = SceneFile.check(path: names[0], allowedPaths: allowed.paths, drawing: drawing, events: events)
            } else {
                do {
                    check = SceneFile.check(module: try ScriptModule.named(names), allowedPaths: allowed.paths, drawing: drawing, events: events)
                } catch {
                    FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
                    failed += 1
                    continue
                }
            }
            let errors = check.errors, text = check.text
            for warning in check.warnings {
                let source = check.sources.count > 1 ? warning.location.flatMap { check.sources[$0.file] } : text
                FileHandle.standardError.write(Data((warning.formatted(source: source) + "\n").utf8))
            }
            if errors.isEmpty {
                print("\(path): ok")
            } else {
                failed += 1
                FileHandle.standardError.write(Data((SceneFileError(errors: errors, text: text, sources: check.sources).description + "\n"
                                                     + "\(path): \(SceneLookup.summary(errors.count))\n").utf8))
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }
}
