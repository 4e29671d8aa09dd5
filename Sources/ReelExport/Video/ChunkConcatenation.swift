import Foundation
import ReelSystem

/// Joins the chunks of a sharded export (`reel export --shard I/N`) into one video without
/// re-encoding: ffmpeg's concat demuxer with stream copy. H.264 or HEVC chunks in MPEG-TS join
/// into `.mp4` (or `.ts`, `.mov`); VP9 chunks into `.webm`; ProRes chunks into `.mov`.
///
/// Every chunk must come from the same export settings: the same codec, size, pixel format and
/// frame rate (checked with ffprobe first). Timestamps restart at each chunk's start and are laid
/// end to end, so the joined video has exactly the frames of the chunks, in order. GIF and
/// animated PNG, whose frames depend on the whole video's palette or on their neighbours, cannot
/// be joined.
public struct ChunkConcatenation {
    /// The joined video.
    public var output: URL
    /// The chunks, in order.
    public var chunks: [URL]
    /// The ffmpeg program, or nil for the one on `PATH`.
    public var ffmpeg: String?

    /// A concatenation of `chunks` into `output`.
    public init(output: URL, chunks: [URL], ffmpeg: String? = nil) {
        self.output = output
        self.chunks = chunks
        self.ffmpeg = ffmpeg
    }

    /// The output's container, checked before anything is read.
    /// - Throws: `ConcatError` (usage errors).
    public func container() throws -> VideoContainer {
        guard !chunks.isEmpty else { throw ConcatError.noChunks }
        guard let container = VideoContainer(pathExtension: output.pathExtension) else {
            throw ConcatError.unknownExtension(output.pathExtension)
        }
        guard container != .gif, container != .png else { throw ConcatError.notJoinable(container) }
        return container
    }

    /// Checks the chunks, joins them under a temporary name and renames the result to `output`.
    /// - Throws: `ConcatError`, `VideoProbeError`, `VideoExportError`, `FileWriteError`; nothing
    ///   is left under `output` or a temporary name.
    public func run() throws -> SinkOutput {
        let container = try container()
        // Each chunk is a file Reel reads as input (`FileSandbox+Input`): a FIFO, a device or a
        // folder is refused before ffprobe or ffmpeg opens it.
        for chunk in chunks {
            do {
                try FileSandbox.unconfined.checkInput(chunk.path)
            } catch {
                throw ConcatError.unreadableChunk(chunk: chunk.path, reason: error.description)
            }
        }
        let program = try VideoSink.locateFFmpeg(ffmpeg)
        let ffprobe = URL(fileURLWithPath: program).deletingLastPathComponent().appendingPathComponent("ffprobe").path
        let probes = try chunks.map {
            try VideoProbe.probe($0, ffprobe: FileManager.default.isExecutableFile(atPath: ffprobe) ? ffprobe : nil)
        }
        let first = probes[0]
        for (chunk, probe) in zip(chunks.dropFirst(), probes.dropFirst()) {
            let expected = Self.summary(first), found = Self.summary(probe)
            if expected != found {
                throw ConcatError.mismatch(chunk: chunk.path, found: found, first: chunks[0].path, expected: expected)
            }
        }
        guard let codec = Self.codec(named: first.codec), container.codecs.contains(codec) || (codec == .prores && container == .mov) else {
            throw ConcatError.codecNotInContainer(codec: first.codec, container: container)
        }
        let list = try AtomicFile.stage(output.deletingPathExtension().appendingPathExtension("chunks.txt"))
        defer { list.discard() }
        let lines = chunks.map { "file '" + $0.standardizedFileURL.path.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        do {
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: list.path))
        } catch {
            throw FileWriteError(path: list.path, reason: .system(operation: "writing the chunk list", code: 0,
                                                                  message: error.localizedDescription))
        }
        let staged = try AtomicFile.stage(output)
        var arguments = ["-hide_banner", "-nostdin", "-loglevel", "error", "-f", "concat", "-safe", "0", "-i", list.path,
                         "-map", "0:v:0", "-c", "copy"]
        if codec == .hevc, container == .mp4 || container == .mov { arguments += ["-tag:v", "hvc1"] }
        if container == .mp4 || container == .mov { arguments += ["-movflags", "+faststart"] }
        arguments += ["-f", container.muxer, "-y", staged.path]
        let process: ChildProcess
        do {
            process = try ChildProcess(executable: program, arguments: arguments)
        } catch {
            staged.discard()
            throw error
        }
        let ended = process.wait()
        guard ended.succeeded else {
            staged.discard()
            throw VideoExportError.encoderFailed(termination: ended, lines: process.errorLines())
        }
        try staged.commit()
        let size = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? NSNumber)?.int64Value ?? 0
        return SinkOutput(url: output, files: 1, bytes: size)
    }

    /// `h264 1280x720 yuv420p 60/1`: what must agree between chunks.
    static func summary(_ probe: VideoProbe) -> String {
        "\(probe.codec) \(probe.width)x\(probe.height) \(probe.pixelFormat) \(probe.frameRate) fps"
    }

    /// Reel's codec for ffmpeg's codec name.
    static func codec(named name: String) -> VideoCodec? {
        switch name {
        case "h264": return .h264
        case "hevc": return .hevc
        case "vp9": return .vp9
        case "prores": return .prores
        default: return nil
        }
    }
}

/// Why chunks cannot be joined.
public enum ConcatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No chunk was given.
    case noChunks
    /// The output's extension names no container.
    case unknownExtension(String)
    /// GIF and APNG cannot be joined without re-encoding.
    case notJoinable(VideoContainer)
    /// A chunk differs from the first.
    case mismatch(chunk: String, found: String, first: String, expected: String)
    /// The chunks' codec does not go in the output's container.
    case codecNotInContainer(codec: String, container: VideoContainer)
    /// A chunk is missing or not a regular file (a FIFO, a device, a folder): `reason` says which.
    case unreadableChunk(chunk: String, reason: String)

    /// Whether the command line was wrong (exit status 2) rather than the chunks (1).
    public var isUsageError: Bool {
        switch self {
        case .noChunks, .unknownExtension, .notJoinable: return true
        case .mismatch, .codecNotInContainer, .unreadableChunk: return false
        }
    }

    /// A one-line message.
    public var description: String {
        switch self {
        case .noChunks:
            return "give the output and at least one chunk: reel concat OUT.mp4 CHUNK.ts ..."
        case .unknownExtension(let ext):
            return "OUT: cannot tell the video format from \(ext.isEmpty ? "a name without an extension" : "the extension '.\(ext)'"); use .mp4, .ts, .mov or .webm"
        case .notJoinable(let container):
            return "OUT: .\(container.rawValue) videos cannot be joined without re-encoding; export \(container == .gif ? "GIF" : "animated PNG") on one machine, or join .ts, .mov or .webm chunks"
        case .mismatch(let chunk, let found, let first, let expected):
            return "\(chunk) is \(found), but \(first) is \(expected): chunks must come from one export with the same settings"
        case .unreadableChunk(let chunk, let reason):
            return "cannot read the chunk \(chunk): \(reason)"
        case .codecNotInContainer(let codec, let container):
            return "\(codec) chunks cannot be joined into a .\(container.rawValue) file; .\(container.rawValue) takes \(VideoCodec.list(container.codecs))"
        }
    }
}
