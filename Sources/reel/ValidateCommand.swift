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
            let check = SceneFile.check(path: path, allowedPaths: allowed.paths) { file in
                // Drawing the first frame of every state and the last frame runs canvases and paths too.
                let renderer = FrameRenderer(images: CairoImageStore(root: file.access.root, sandbox: file.access.sandbox))
                var drawn: Set<Int> = []
                return (renderer.diagnostics, { scene, time in
                    let frame = min(scene.format.frameCount - 1, max(0, Int((time * scene.format.fps).rounded(.down))))
                    if drawn.insert(frame).inserted { _ = try? renderer.displayList(for: scene, frame: frame) }
                })
            }
            let errors = check.errors, text = check.text
            for warning in check.warnings { FileHandle.standardError.write(Data((warning.formatted(source: text) + "\n").utf8)) }
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
