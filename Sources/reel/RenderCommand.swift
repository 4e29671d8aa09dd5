import ArgumentParser
import Foundation
import Reel
import ReelExport
import ReelScript
import Scenes

extension FrameFormat: ExpressibleByArgument {}

/// `reel render`: renders a scene's frames to PNG (or SVG, PDF) files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to frames: DIR/frame-00000.png (or .svg, .pdf), ...")

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: "The output folder (default: reel-out/SCENE).")
    var output: String?

    @Option(help: "The file format: png, svg or pdf.")
    var format: FrameFormat = .png

    @Flag(help: "Remove frame files of earlier renders from the output folder first.")
    var clean = false

    @OptionGroup var frameOptions: FrameOptions

    @Flag(help: "List the compiled scenes (or, with a file, the scenes and previews it offers) and exit.")
    var list = false

    func run() throws {
        if list {
            guard !sceneOptions.scenes.isEmpty else {
                for name in SceneCatalog.scenes.keys.sorted() { print(name) }
                return
            }
            try listOffers(sceneOptions.scenes)
            return
        }
        guard sceneOptions.scene != nil else { throw ValidationError("Missing the scene to render (try `reel render --list`).") }
        try sceneOptions.choice(quiet: frameOptions.quiet).perform(self)
    }
}

extension RenderCommand {
    /// Prints the scene and previews the file at `path` (or the module of several files, or of a
    /// folder) offers, one a line (`#Preview 1 "Title" (line 40)`; in a module, with the file:
    /// `#Preview 1 "Title" (Views/Card.swift:40)`), without choosing one; a compiled scene's name
    /// prints itself.
    private func listOffers(_ names: [String]) throws {
        guard SceneLookup.namesSource(names) else {
            print("AnimatedScene \("\(try SceneLookup.scene(named: names[0]))")")
            return
        }
        do {
            // Any preview will do to read the file: the list does not depend on the choice.
            let file = names.count == 1 && !ScriptModule.isFolder(names[0])
                ? try SceneFile.load(path: names[0], allowedPaths: sceneOptions.allowed.paths, preview: PreviewOptions())
                : try SceneFile.load(module: try SceneLookup.module(names), allowedPaths: sceneOptions.allowed.paths, preview: PreviewOptions())
            for offer in file.offers { print(offer.description) }
        } catch let failure as SceneFileError {
            throw UserFailure(message: failure.description + "\n" + SceneLookup.summary(failure.errors.count))
        } catch let failure as PreviewChoiceError {
            throw ValidationError(failure.description)
        }
    }
}

extension RenderCommand: SceneAction {
    func run<Scene: AnimatedScene>(_ scene: SceneHandle<Scene>) throws {
        let instance = scene.make()
        let frames = try frameOptions.selection(instance.format)
        let directory = URL(fileURLWithPath: output ?? "reel-out/\(scene.name)", isDirectory: true)
        // PNG frames, which `reel stitch` reads, get a record of their rate beside them.
        let scale = frameOptions.scale ?? instance.format.scale
        let record = format == .png ? frames.first.map { first in
            RenderRecord(scene: scene.name, fps: instance.format.fps, width: instance.format.width, height: instance.format.height,
                         scale: scale, firstFrame: first, lastFrame: frames[frames.count - 1], format: format.rawValue)
        } : nil
        var sink = ImageSequenceSink(directory: directory, format: format, frames: frames, clean: clean, record: record)
        // The scene's sound (its events' sounds and its soundtrack) needs the timeline: resolved
        // once, for the frames too; the sound's files are checked before any frame is drawn.
        let timeline = JobRunner.timeline(of: scene, instance: instance)
        let plan: SoundPlan?
        do {
            plan = try SceneSound.plan(scene, instance: instance, timeline: timeline)
        } catch {
            throw SceneSound.failure(error, scene: scene.name)
        }
        let report = try JobRunner.run(scene, frames: frames, options: frameOptions, into: &sink, verb: "render", timeline: timeline) { sink in
            sink.framesWritten > 0 ? directory : nil
        }
        let quiet = frameOptions.quiet
        if let plan, let first = frames.first, let last = frames.last {
            // The sound of the frames rendered, beside them: from the first frame's sample to the
            // sample of the frame after the last.
            let samples = SoundSampling.samples(first: first, last: last, step: 1, fps: instance.format.fps)
            do {
                let mix = try SoundMixer.write(plan, samples: samples, to: directory.appendingPathComponent("audio.wav"))
                if !quiet, let warning = mix.warning { FileHandle.standardError.write(Data("warning: \(scene.name): \(warning)\n".utf8)) }
            } catch {
                throw SceneSound.failure(error, scene: scene.name)
            }
        }
        // Frames outside a chosen range may be kept on purpose; after a whole render they are stale.
        let whole = frameOptions.frames == nil && frameOptions.frame == nil && frameOptions.time == nil
        if whole, !clean, !sink.staleFrames.isEmpty, !quiet {
            let names = sink.staleFrames
            FileHandle.standardError.write(Data(("warning: \(directory.path) also holds \(names.count) frame file\(names.count == 1 ? "" : "s") "
                + "this render did not write (\(names[0])\(names.count > 1 ? " … \(names[names.count - 1])" : "")), from an earlier render; "
                + "remove them or render with --clean\n").utf8))
        }
        if !quiet { print(report.summary(verb: "Rendered", scene: scene.name)) }
    }
}
