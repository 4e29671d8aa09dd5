import ArgumentParser
import Foundation
import Reel
import ReelExport

/// `reel stitch`: turns a folder of PNG frames into a video, with the same encoding as `export`.
struct StitchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stitch",
        abstract: "Turn a folder of PNG frames (from `reel render` or anything else) into a video, encoded as `reel export` encodes.")

    @Argument(help: "The folder of PNG frames: frame-00000.png … in frame order, other names in name order.")
    var directory: String

    @Argument(help: "The video file: .mp4, .webm, .mov, .gif, .png or .ts.")
    var output: String

    @Option(help: "Frames per second of the video (default: the rate `reel render` recorded beside the frames in \(RenderRecord.fileName); required for other frames).")
    var fps: Double?

    @Option(help: "The codec (see `reel export --help`).")
    var codec: OptionChoice<VideoCodec>?

    @Option(help: "Constant quality, lower is better (see `reel export --help`).")
    var crf: Int?

    @Option(help: "Encoder speed: ultrafast ... medium (default) ... veryslow.")
    var preset: OptionChoice<VideoPreset>?

    @Flag(help: "Keep transparency (.webm, .mov, .gif, .png).")
    var alpha = false

    @Option(help: "How many frames are read at once (default: the number of cores).")
    var threads: Int?

    @OptionGroup var audioOptions: AudioOptions

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if let fps, let problem = SceneFormat.frameRateProblem(fps) {
            if case .frameRateOutOfRange = problem { throw ValidationError("--\(problem)") }
            throw ValidationError("--fps must be a positive number, not \(fps)")
        }
        let ext = URL(fileURLWithPath: output).pathExtension
        guard let container = VideoContainer(pathExtension: ext) else {
            throw ValidationError(VideoSettingsError.unknownExtension(ext).description)
        }
        let chosen = try codec.map { codec throws in try ExportCommand.known(codec, container: container) }
        do {
            _ = try VideoSettings.codec(container: container, codec: chosen, crf: crf, preset: preset?.name, alpha: alpha)
        } catch {
            throw ValidationError(error.description)
        }
        try audioOptions.check(container: container, shard: nil)
    }

    func run() throws {
        let url = URL(fileURLWithPath: output)
        let input: ImageSequenceInput
        var settings: VideoSettings
        let name = URL(fileURLWithPath: directory).lastPathComponent
        var frames: [Int]
        var samples: Range<Int64> = 0..<0
        do {
            input = try ImageSequenceInput(directory: URL(fileURLWithPath: directory, isDirectory: true))
        } catch {
            throw UserFailure(message: "error: stitch: \(error)")
        }
        guard let fps = fps ?? input.record?.fps else {
            throw ValidationError("stitch: \(directory) holds no \(RenderRecord.fileName) (the record of the frame rate `reel render` writes beside its frames), so the rate is unknown; give it with --fps, such as --fps 30")
        }
        do {
            guard let container = VideoContainer(pathExtension: url.pathExtension) else {
                throw VideoSettingsError.unknownExtension(url.pathExtension)
            }
            frames = input.frames
            samples = 0..<SoundSampling.sample(ofFrame: frames.count, fps: fps)
            var frameRate = fps
            if container == .gif {
                // A GIF plays at a rate of whole hundredths, showing the frames on screen then.
                let timing = GIFTiming(sourceRate: fps)
                if !quiet, let note = timing.note(name: name, count: frames.count, sourceRate: fps) {
                    FileHandle.standardError.write(Data((note + "\n").utf8))
                }
                frames = timing.positions(count: frames.count, sourceRate: fps).map { frames[$0] }
                frameRate = timing.frameRate
            }
            settings = try VideoSettings(container: container, codec: codec?.value,
                                         crf: crf, preset: preset?.name, alpha: alpha, width: input.width, height: input.height, frameRate: frameRate)
        } catch {
            throw UserFailure(message: "error: stitch: \(error)")
        }
        if let container = VideoContainer(pathExtension: url.pathExtension) {
            settings.audio = try audioOptions.track(input: try audioOptions.externalFile(), samples: samples, container: container,
                                                    shard: Shard(index: 1, count: 1)!, name: name) { warning in
                if !quiet { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            }
        }
        if !quiet {
            for warning in settings.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        }
        var sink = VideoSink(output: url, settings: settings)
        let pipeline = FramePipeline(frames: frames, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
        let report: RenderReport
        do {
            report = try pipeline.run(into: &sink, progress: RenderProgress(label: name, style: RenderProgress.style(quiet: quiet))) {
                { try input.read($0) }
            }
        } catch let failure as RenderJobError {
            throw CommandFailure.render(failure, scene: name, verb: "export", kept: nil)
        }
        if !quiet { print(report.summary(verb: "Stitched", scene: name)) }
    }
}
