import ArgumentParser
import Foundation
import Reel
import ReelExport
import ReelScript
import Scenes

/// `reel render`: renders a scene's frames to PNG files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to frames: DIR/frame-00000.png (or .svg, .pdf), ...")

    @Argument(help: "The scene: a scene file (PATH.swift) or the type name of a compiled scene (see `reel render --list`).")
    var scene: String?

    @Option(name: .shortAndLong, help: "The output folder (default: reel-out/SCENE).")
    var output: String?

    @Option(help: "A range of frames to render, A-B (inclusive, zero-based).")
    var frames: String?

    @Option(help: "One frame to render.")
    var frame: Int?

    @Option(help: "Render the frame shown at this time, in seconds.")
    var time: Double?

    @Option(help: "Pixels per point (default: the scene's own, usually 1).")
    var scale: Double?

    @Option(help: "How many frames to render at once (default: the number of cores).")
    var threads: Int?

    @Option(help: "The file format: png, svg or pdf.")
    var format: String = "png"

    @Option(name: .customLong("allow-path"), help: "A folder a scene file may read images from by absolute path (repeatable).")
    var allowedPaths: [String] = []

    @Flag(help: "List the compiled scenes and exit.")
    var list = false

    func run() throws {
        if list {
            for name in SceneCatalog.scenes.keys.sorted() { print(name) }
            return
        }
        guard let scene else { throw ValidationError("Missing the scene to render (try `reel render --list`).") }
        switch try SceneLookup.choice(scene, allowedPaths: allowedPaths) {
        case .compiled(let type):
            try renderCompiled(type)
        case .file(let file):
            try render(ScriptScene.self, name: file.sceneName, resourceRoot: file.access.root) {
                // Loading already made one instance, so making more cannot fail.
                (try? file.makeScene()) ?? ScriptScene()
            }
        }
    }

    private func renderCompiled<S: AnimatedScene>(_ type: S.Type) throws {
        try render(S.self, name: "\(S.self)", resourceRoot: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    private func render<S: AnimatedScene>(_ type: S.Type, name: String, resourceRoot: URL,
                                          make: (@Sendable () -> S)? = nil) throws {
        guard let fileFormat = FrameFormat(rawValue: format) else {
            throw ValidationError("--format \(format) is not supported; use png, svg or pdf")
        }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1, not \(threads)") }
        if let scale, !(scale.isFinite && scale > 0) { throw ValidationError("--scale must be a positive number, not \(scale)") }
        let instance = make?() ?? S()
        let count = instance.format.frameCount
        let selection = try FrameSelection.parse(frames: frames, frame: frame, time: time, fps: instance.format.fps, frameCount: count)
        let directory = URL(fileURLWithPath: output ?? "reel-out/\(name)")
        let renderer = FrameSequenceRenderer(scene: instance, outputDirectory: directory, frames: selection, format: fileFormat, scale: scale,
                                             threads: threads ?? ProcessInfo.processInfo.activeProcessorCount,
                                             resourceRoot: resourceRoot, makeScene: make)
        let files: [URL]
        do {
            files = try renderer.run()
        } catch {
            Diagnostics.print(renderer.diagnostics)
            throw UserFailure(message: "error: \(name): \(error)")
        }
        Diagnostics.print(renderer.diagnostics)
        print(files.count == 1 ? "Rendered \(name) to \(files[0].path)"
                               : "Rendered \(files.count) frames of \(name) to \(directory.path)/")
    }

    /// Renders the showcase scene to its default folder and says where it went.
    static func renderShowcase() throws {
        var command = try RenderCommand.parse([SceneCatalog.showcase])
        try command.run()
    }
}
