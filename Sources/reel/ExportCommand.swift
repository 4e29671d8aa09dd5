import ArgumentParser
import Foundation
import Reel
import ReelExport
import Scenes

/// `reel export`: renders a scene into a video through ffmpeg.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a scene as video: MP4 (H.264, HEVC), WebM (VP9), MOV (ProRes), GIF, animated PNG or MPEG-TS.",
        discussion: """
            The format comes from the output's extension: .mp4 (H.264; --codec hevc), .webm (VP9), \
            .mov (ProRes 422 HQ; ProRes 4444 with --alpha), .gif, .png (animated PNG), .ts (H.264 in \
            MPEG-TS, the chunk format of --shard). Colours are converted with BT.709 and tagged so \
            players show what Reel drew. Frame sizes must be even for 4:2:0 codecs.
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: "The video file (default: reel-out/SCENE.mp4). Its folder must exist.")
    var output: String?

    @Option(help: "The codec: h264 or hevc (.mp4, .ts), vp9 (.webm), prores, prores-4444, h264 or hevc (.mov).")
    var codec: OptionChoice<VideoCodec>?

    @Option(help: "Constant quality, lower is better: h264 and hevc 0-51 (default 18 and 22; 0 is lossless), vp9 0-63 (default 30).")
    var crf: Int?

    @Option(help: "Encoder speed: ultrafast ... medium (default) ... veryslow (h264, hevc, vp9).")
    var preset: OptionChoice<VideoPreset>?

    @Flag(help: "Keep transparency (.webm, .mov as ProRes 4444, .gif, .png).")
    var alpha = false

    @Option(name: .customLong("every-nth-frame"), help: "Render every Kth frame; the video plays at the scene's fps / K.")
    var everyNthFrame: Int = 1

    @Option(help: "Render the Ith of N equal, contiguous chunks of the frames (1-based), for joining with `reel concat`.")
    var shard: String?

    @OptionGroup var audioOptions: AudioOptions

    @OptionGroup var frameOptions: FrameOptions

    func validate() throws {
        guard everyNthFrame >= 1 else { throw ValidationError("--every-nth-frame must be at least 1, not \(everyNthFrame)") }
        let container = try self.container()
        let codec = try self.chosenCodec()
        do {
            _ = try VideoSettings.codec(container: container, codec: codec, crf: crf, preset: preset?.name, alpha: alpha)
        } catch {
            throw ValidationError(error.description)
        }
        if let shard {
            let part = try Self.parseShard(shard)
            if part.count > 1, container == .gif || container == .png {
                throw ValidationError("--shard: .\(container.rawValue) videos cannot be joined from chunks; shard to .ts, .mp4, .mov or .webm")
            }
        }
        try audioOptions.check(container: container, shard: try shard.map(Self.parseShard))
    }

    /// The output path given or the default.
    func outputPath(scene: String) throws -> String {
        output ?? "reel-out/\(scene).mp4"
    }

    /// The container the output's extension names.
    func container() throws -> VideoContainer {
        let ext = URL(fileURLWithPath: output ?? "x.mp4").pathExtension
        guard let container = VideoContainer(pathExtension: ext) else {
            throw ValidationError(VideoSettingsError.unknownExtension(ext).description)
        }
        return container
    }

    /// The codec `--codec` names.
    func chosenCodec() throws -> VideoCodec? {
        try codec.map { codec throws in try Self.known(codec, container: try container()) }
    }

    /// The codec `choice` names; a usage error naming the codecs `container` takes when it names none.
    static func known(_ choice: OptionChoice<VideoCodec>, container: VideoContainer) throws -> VideoCodec {
        switch choice {
        case .known(let codec): return codec
        case .unknown(let name): throw ValidationError(VideoSettingsError.unknownCodec(name, container: container).description)
        }
    }

    func run() throws {
        try sceneOptions.choice(quiet: frameOptions.quiet).perform(self)
    }

    /// `--shard`'s value, or a usage error.
    static func parseShard(_ text: String) throws -> Shard {
        guard let shard = Shard(text) else {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N (the Ith of N chunks, such as 2/3), not '\(text)'")
        }
        return shard
    }

    /// Exports the showcase scene to `reel-out/Showcase.mp4` and says where it went.
    static func exportShowcase() throws {
        let command = try ExportCommand.parse([SceneCatalog.showcase, "-o", "reel-out/\(SceneCatalog.showcase).mp4"])
        try FileManager.default.createDirectory(atPath: "reel-out", withIntermediateDirectories: true)
        try command.run()
    }
}

extension ExportCommand: SceneAction {
    func run<Scene: AnimatedScene>(_ scene: SceneHandle<Scene>) throws {
        let format = scene.make().format
        let quiet = frameOptions.quiet
        let scale = frameOptions.scale ?? format.scale
        // Every number of the format is checked before any of them is counted or converted.
        let size: (width: Int, height: Int)
        do {
            size = try format.pixelSize(scale: scale)
        } catch {
            throw CommandFailure.render(.invalidFormat(error), scene: scene.name, verb: "export", kept: nil)
        }
        let selection = try frameOptions.selection(format)
        var frames = stride(from: 0, to: selection.count, by: everyNthFrame).map { selection[$0] }
        let whole = frames.count
        var part = Shard(index: 1, count: 1)!
        if let shard {
            part = try Self.parseShard(shard)
            let chunk = part.range(of: frames.count)
            guard !chunk.isEmpty else {
                throw ValidationError("--shard \(shard): there are only \(frames.count) frames to share, so at most \(frames.count) shards")
            }
            frames = Array(frames[chunk])
            if !quiet { print("\(scene.name) shard \(part.index)/\(part.count): frames \(frames[0])-\(frames[frames.count - 1]) (\(frames.count) frames)") }
        }
        // The sound the frames cover, on the scene's clock (before a GIF's retiming).
        let samples = frames.isEmpty ? 0..<0
            : SoundSampling.samples(first: frames[0], last: frames[frames.count - 1], step: everyNthFrame, fps: format.fps)
        var frameRate = format.fps / Double(everyNthFrame)
        let container = try container(), codec = try chosenCodec()
        if container == .gif {
            // A GIF plays at a rate of whole hundredths, showing the frames on screen then.
            let timing = GIFTiming(sourceRate: frameRate)
            if !quiet, let note = timing.note(name: scene.name, count: frames.count, sourceRate: frameRate) {
                FileHandle.standardError.write(Data((note + "\n").utf8))
            }
            frames = timing.positions(count: frames.count, sourceRate: frameRate).map { frames[$0] }
            frameRate = timing.frameRate
        }
        let path = try outputPath(scene: scene.name)
        if output == nil { try FileManager.default.createDirectory(atPath: "reel-out", withIntermediateDirectories: true) }
        var settings: VideoSettings
        do {
            settings = try VideoSettings(container: container, codec: codec, crf: crf, preset: preset?.name, alpha: alpha,
                                         width: size.width, height: size.height, frameRate: frameRate)
        } catch {
            if error.isUsageError { throw ValidationError(error.description) }
            throw UserFailure(message: "error: \(scene.name): \(error)")
        }
        // The scene's own sound needs its timeline, resolved once here for the frames too.
        var timeline: ResolvedTimeline?
        var mix: StagedFile?
        defer { mix?.discard() }
        if !audioOptions.mute, audioOptions.audio == nil {
            let instance = scene.make()
            let resolved = JobRunner.timeline(of: scene, instance: instance)
            timeline = resolved
            if container == .gif || container == .png {
                // GIF and APNG have no sound: say so when the scene has some.
                if !quiet, instance.soundtrack != nil || !resolved.soundCues.isEmpty {
                    FileHandle.standardError.write(Data((AudioOptions.dropped(name: scene.name, container: container) + "\n").utf8))
                }
            } else if let plan = try soundPlan(scene, instance: instance, timeline: resolved) {
                mix = try SceneSound.mix(plan, samples: samples, beside: URL(fileURLWithPath: try outputPath(scene: scene.name)), scene: scene.name, quiet: quiet)
            }
        }
        if let sound = try soundInput(scene, samples: samples, mix: mix.map { URL(fileURLWithPath: $0.path) }) {
            settings.audio = try audioOptions.track(input: sound.url, samples: sound.samples, container: container, shard: part,
                                                    name: scene.name) { warning in
                if !quiet { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            }
        }
        if let first = selection.first, let last = selection.last {
            let digest = ExportIdentity.sceneDigest(name: scene.name, texts: Array(scene.sources.values), options: sceneOptions.preview.identity)
            settings.record = ChunkRecord(shard: part, frameCount: whole, export: ExportIdentity(
                scene: digest, frames: first...last, everyNthFrame: everyNthFrame, scale: scale, settings: settings),
                audio: settings.audio == nil ? nil : samples)
        }
        if !quiet {
            for warning in settings.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        }
        var sink = VideoSink(output: URL(fileURLWithPath: path), settings: settings)
        let report = try JobRunner.run(scene, frames: frames, options: frameOptions, into: &sink, verb: "export", timeline: timeline)
        if !quiet { print(report.summary(verb: "Exported", scene: scene.name)) }
    }

    /// The export's sound: a file and the samples of it that the frames cover. Nil with
    /// `--mute`; the `--audio` file, placed at the scene's time 0 (so its samples are the
    /// frames' `samples` on the scene's clock); otherwise the scene's own sound, `mix`, which
    /// holds exactly the frames' samples; nil when the scene has none.
    func soundInput<Scene: AnimatedScene>(_ scene: SceneHandle<Scene>, samples: Range<Int64>, mix: URL?) throws -> (url: URL, samples: Range<Int64>)? {
        if audioOptions.mute { return nil }
        if let file = try audioOptions.externalFile() { return (file, samples) }
        if let mix { return (mix, 0..<Int64(samples.count)) }
        return nil
    }

    /// The plan of the scene's own sound (the sounds its events play and its soundtrack), or nil
    /// when it has none.
    /// - Throws: `UserFailure` naming a sound that may not be read.
    func soundPlan<Scene: AnimatedScene>(_ scene: SceneHandle<Scene>, instance: Scene, timeline: ResolvedTimeline) throws -> SoundPlan? {
        do {
            return try SceneSound.plan(scene, instance: instance, timeline: timeline)
        } catch {
            throw SceneSound.failure(error, scene: scene.name)
        }
    }
}
