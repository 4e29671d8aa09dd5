import ArgumentParser
import Foundation
import ReelCairo
import ReelScript

/// `reel validate`: parses and checks scene files, printing every positioned error.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scene files: syntax, names, arguments, and every state's body; print each error with its position.")

    @Argument(help: "The scene files to check.")
    var files: [String]

    @OptionGroup var allowed: AllowedFolders

    func run() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one scene file to validate.") }
        var failed = 0
        for path in files {
            let errors: [ScriptError]
            let text: String
            do {
                let file = try SceneFile.load(path: path, allowedPaths: allowed.paths)
                // Drawing the first frame of every state and the last frame runs canvases and paths too.
                let renderer = FrameRenderer(images: CairoImageStore(root: file.access.root, sandbox: file.access.sandbox))
                var drawn: Set<Int> = []
                errors = file.validate(drawing: renderer.diagnostics) { scene, time in
                    let frame = min(scene.format.frameCount - 1, max(0, Int((time * scene.format.fps).rounded(.down))))
                    if drawn.insert(frame).inserted { _ = try? renderer.displayList(for: scene, frame: frame) }
                }
                text = file.text
            } catch let failure as SceneFileError {
                errors = failure.errors
                text = failure.text
            }
            if errors.isEmpty {
                print("\(path): ok")
            } else {
                failed += 1
                FileHandle.standardError.write(Data((SceneFileError(errors: errors, text: text).description + "\n"
                                                     + "\(path): \(SceneLookup.summary(errors.count))\n").utf8))
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }
}
