import Foundation
import Reel
import ReelSystem

/// Joins the chunks of a sharded export (`reel export --shard I/N`) into one video without
/// re-encoding: ffmpeg's concat demuxer with stream copy. H.264 or HEVC chunks in MPEG-TS join
/// into `.mp4` (or `.ts`, `.mov`); VP9 chunks into `.webm`; ProRes chunks into `.mov`.
///
/// Nothing about the chunks is taken on trust. Each is read to its end with ffprobe first, and
/// joining is refused unless the chunks are exactly one export's: every chunk whole (ffprobe reads
/// it without an error, and it holds as many frames as its shard of the export has), each
/// carrying the record `reel export` writes (`ChunkRecord`), all of one export (the same codec,
/// size, pixel format, frame rate and container, and the same `ExportIdentity`: scene, frames and
/// settings), and every shard 1/N … N/N given exactly once. Chunks given out of order are joined
/// in shard order (`reorderNote` says so). Timestamps restart at each chunk's start and are laid
/// end to end, so the joined video has exactly the frames of the export, in order, and carries
/// the export's record as a whole (shard 1/1). ffmpeg and ffprobe see the chunks only through
/// links of Reel's naming (`ChunkLinks`).
///
/// Chunks with sound carry it losslessly, each exactly the samples its record names. Their
/// sounds must follow each other without a gap or an overlap, and either every chunk has sound or
/// none; the sounds are decoded, joined (`ChunkAudioJoin`) and encoded once, with the codec and
/// bit rate of the export, so the joined video's sound is the one a single export has. GIF and animated PNG, whose frames depend on the whole
/// video's palette or on their neighbours, cannot be joined.
public struct ChunkConcatenation {
    /// The joined video.
    public var output: URL
    /// The chunks, in the order given.
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
    /// `note` receives what the user should hear of that is not an error (chunks joined in
    /// another order than given).
    /// - Throws: `ConcatError`, `VideoProbeError`, `VideoExportError`, `FileWriteError`; nothing
    ///   is left under `output` or a temporary name.
    public func run(note: (String) -> Void = { _ in }) throws -> SinkOutput {
        let container = try container()
        // Each chunk is a file Reel reads as input (`FileSandbox+Input`): a FIFO, a device or a
        // folder is refused before ffprobe or ffmpeg opens it. The file checked is held open and
        // is the file they read (`ChunkLinks`), whatever its path names later.
        var files: [ReadableFile] = []
        for chunk in chunks {
            do {
                files.append(try FileSandbox.unconfined.open(FileSandbox.normalized(chunk.path)))
            } catch {
                throw ConcatError.unreadableChunk(chunk: chunk.path, reason: error.description)
            }
        }
        let program = try VideoSink.locateFFmpeg(ffmpeg)
        let ffprobe = VideoOutputCheck.ffprobe(besideFFmpeg: program)
        let links = try ChunkLinks(files, chunks: chunks)
        defer { links.remove() }
        let names = chunks.map { Self.shown($0.path) }
        let probes = try zip(links.links, names).map {
            try ChunkProbe.probe($0, shown: $1, ffprobe: ffprobe)
        }
        let order = try Self.arrange(names, probes)
        if let message = Self.reorderNote(order, names: names, probes: probes) { note(message) }
        let first = probes[0].video
        guard let codec = Self.codec(named: first.codec), container.codecs.contains(codec) || (codec == .prores && container == .mov) else {
            throw ConcatError.codecNotInContainer(codec: first.codec, container: container)
        }
        var record = probes[0].record!
        record.shard = Shard(index: 1, count: 1)!
        let records = order.map { probes[$0].record! }
        var audio: AudioSettings?
        if let first = records.first?.audio, let last = records.last?.audio {
            record.audio = first.lowerBound..<last.upperBound
            let join = ChunkAudioJoin(folder: links.folder, ffmpeg: program)
            let total = try join.join(order.map { (links.links[$0], names[$0], probes[$0].record!.audio!) })
            audio = Self.sound(URL(fileURLWithPath: join.joined), samples: total, record: record, container: container)
        }
        let list = try links.list(order)
        let staged = try AtomicFile.stage(output)
        // The list names only links of Reel's naming, which the demuxer's safe mode accepts.
        var arguments = ["-hide_banner", "-nostdin", "-loglevel", "error", "-f", "concat", "-i", list]
        if let audio { arguments += audio.inputArguments() }
        arguments += ["-map", "0:v:0", "-map_metadata", "-1", "-c:v", "copy"]
        if let audio { arguments += audio.outputArguments(input: 1) }
        if codec == .hevc, container == .mp4 || container == .mov { arguments += ["-tag:v", "hvc1"] }
        if container == .mp4 || container == .mov { arguments += ["-movflags", "+faststart"] }
        arguments += record.metadataArguments(for: container)
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
        // The joined file holds every chunk's frames, whatever ffmpeg's exit status says.
        do {
            try VideoOutputCheck(output: output, frames: probes.reduce(0) { $0 + ($1.packets ?? 0) },
                                 frameRate: Self.rate(first.frameRate), ffprobe: ffprobe, audio: audio?.duration)
                .verify(path: staged.path, logs: [process.errorText])
        } catch {
            staged.discard()
            throw error
        }
        try staged.commit()
        let size = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? NSNumber)?.int64Value ?? 0
        return SinkOutput(url: output, files: 1, bytes: size)
    }

    /// The track encoding the joined sound of the chunks (`samples` samples of raw 24-bit PCM at
    /// `url`) into a `container` file, as a single export of the chunks' export (`record`) would:
    /// with the codec and bit rate the record names, when the container takes that codec;
    /// otherwise with the container's own (PCM chunks joined into `.mp4` get AAC).
    static func sound(_ url: URL, samples: Int64, record: ChunkRecord, container: VideoContainer) -> AudioSettings? {
        let codecs = AudioCodec.delivery(for: container)
        let asked = record.export["audio-codec"].flatMap(AudioCodec.init(rawValue:))
        guard let codec = asked.flatMap({ codecs.contains($0) ? $0 : nil }) ?? codecs.first else { return nil }
        let bitrate = codec == asked ? record.export["audio-bitrate"].flatMap { Int($0) } : codec.defaultBitrate
        var track = AudioSettings(input: url, samples: 0..<samples, delivery: codec, bitrate: bitrate ?? codec.defaultBitrate)
        track.inputOptions = ["-f", "s24le", "-ar", String(SoundSampling.sampleRate), "-ac", String(SoundSampling.channels)]
        return track
    }

    /// The order in which chunks named `names` (positions in the order given), with what ffprobe
    /// found in them, join into their export: each shard's position, shard 1 first.
    /// - Throws: `ConcatError` when they are not exactly the chunks of one export, each whole.
    public static func arrange(_ names: [String], _ probes: [ChunkProbe]) throws(ConcatError) -> [Int] {
        guard let first = probes.first else { throw .noChunks }
        for (name, probe) in zip(names, probes) {
            if let problem = probe.problems.first { throw .damaged(chunk: name, problem: problem) }
        }
        for (name, probe) in zip(names, probes).dropFirst() {
            let expected = summary(first.video), found = summary(probe.video)
            if expected != found { throw .mismatch(chunk: name, found: found, first: names[0], expected: expected) }
            if probe.video.containerFormat != first.video.containerFormat {
                throw .containerMismatch(chunk: name, found: probe.video.containerFormat, first: names[0], expected: first.video.containerFormat)
            }
        }
        var records: [ChunkRecord] = []
        for (name, probe) in zip(names, probes) {
            guard let text = probe.recordText else { throw .notAChunk(chunk: name) }
            guard let record = ChunkRecord(text: text) else { throw .unreadableRecord(chunk: name, text: text) }
            let size = "\(probe.video.width)x\(probe.video.height)"
            if let recorded = record.export["size"], recorded != size {
                throw .changedSinceExport(chunk: name, size: size, recorded: recorded)
            }
            records.append(record)
        }
        if let sounding = records.firstIndex(where: { $0.audio != nil }), let silent = records.firstIndex(where: { $0.audio == nil }) {
            throw .mixedSound(sounding: names[sounding], silent: names[silent])
        }
        for (name, record) in zip(names, records).dropFirst() {
            if let difference = difference(record, records[0], other: names[0]) {
                throw .otherExport(chunk: name, first: names[0], difference: difference)
            }
        }
        for (name, (record, probe)) in zip(names, zip(records, probes)) where probe.packets != record.frames.count {
            throw .incomplete(chunk: name, shard: record.shard, frames: probe.packets ?? 0, expected: record.frames.count,
                              total: record.frameCount)
        }
        var positions: [Int: Int] = [:]
        for (position, record) in records.enumerated() {
            if let earlier = positions[record.shard.index] {
                throw .duplicateShard(record.shard, first: names[earlier], second: names[position])
            }
            positions[record.shard.index] = position
        }
        let count = records[0].shard.count
        let missing = (1...count).filter { positions[$0] == nil }
        if !missing.isEmpty { throw .missingShards(missing, count: count) }
        let order = (1...count).map { positions[$0]! }
        // Each chunk's sound starts where the previous one's ends.
        for (previous, next) in zip(order, order.dropFirst()) {
            if let end = records[previous].audio?.upperBound, let start = records[next].audio?.lowerBound, start != end {
                throw .soundNotContiguous(chunk: names[next], start: start, previous: names[previous], end: end)
            }
        }
        return order
    }

    /// What differs between the records of two chunks that should be of one export, said of the
    /// first (`other` names the second's chunk); nil when nothing does.
    static func difference(_ record: ChunkRecord, _ expected: ChunkRecord, other: String) -> String? {
        if record.shard.count != expected.shard.count {
            return "it is shard \(record.shard.index)/\(record.shard.count) of \(record.shard.count) chunks, \(other) shard \(expected.shard.index)/\(expected.shard.count) of \(expected.shard.count)"
        }
        if let (name, value, wanted) = record.export.difference(from: expected.export) {
            if name == "scene" {
                return "it was rendered from another scene (scene digest \(value), not \(wanted)): another scene file or version of it, events script or preview"
            }
            return "its \(name) is \(value), not \(wanted)"
        }
        if record.frameCount != expected.frameCount {
            return "its export has \(record.frameCount) frames, not \(expected.frameCount)"
        }
        return nil
    }

    /// The note saying that chunks given as `names` are joined in shard order `order`, or nil when
    /// that is the order given.
    public static func reorderNote(_ order: [Int], names: [String], probes: [ChunkProbe]) -> String? {
        guard order != Array(order.indices) else { return nil }
        let given = probes.prefix(12).compactMap { $0.record.map { "\($0.shard.index)" } }.joined(separator: ", ")
        return "the chunks were given out of order (shards \(given)\(probes.count > 12 ? ", …" : "")); "
            + "joined them in shard order, \(names[order[0]]) first"
    }

    /// `path` for messages: as it is, or, when it holds a control character (a newline), quoted
    /// with the character escaped, so that a message stays on one line.
    public static func shown(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return path }
        return SwiftLiteral.quoted(path)
    }

    /// `h264 1280x720 yuv420p 60/1`: what must agree between chunks.
    static func summary(_ probe: VideoProbe) -> String {
        "\(probe.codec) \(probe.width)x\(probe.height) \(probe.pixelFormat) \(probe.frameRate) fps"
    }

    /// A frame rate ffprobe writes `30/1` or `30000/1001`, as a number; nil when it is not one.
    static func rate(_ text: String) -> Double? {
        let parts = text.split(separator: "/")
        guard let numerator = parts.first.flatMap({ Double($0) }) else { return nil }
        let denominator = parts.count == 2 ? Double(parts[1]) ?? 0 : 1
        let rate = numerator / denominator
        return rate.isFinite && rate > 0 ? rate : nil
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
    /// ffprobe reported an error reading a chunk to its end: it is cut short or damaged.
    case damaged(chunk: String, problem: String)
    /// A chunk's container differs from the first chunk's.
    case containerMismatch(chunk: String, found: String, first: String, expected: String)
    /// A chunk carries no record of `reel export`: it cannot be checked.
    case notAChunk(chunk: String)
    /// A chunk's record is not one this version of Reel reads.
    case unreadableRecord(chunk: String, text: String)
    /// A chunk's frames are not the size its record says they were exported at.
    case changedSinceExport(chunk: String, size: String, recorded: String)
    /// A chunk comes from another export than the first chunk.
    case otherExport(chunk: String, first: String, difference: String)
    /// A chunk holds another number of frames than its shard of the export has.
    case incomplete(chunk: String, shard: Shard, frames: Int, expected: Int, total: Int)
    /// Two chunks are the same shard.
    case duplicateShard(Shard, first: String, second: String)
    /// Shards of the export are missing (their indices, from 1).
    case missingShards([Int], count: Int)
    /// A chunk is missing or not a regular file (a FIFO, a device, a folder): `reason` says which.
    case unreadableChunk(chunk: String, reason: String)
    /// Some chunks carry sound and others do not.
    case mixedSound(sounding: String, silent: String)
    /// A chunk's sound does not start where the previous chunk's ends (samples at 48 kHz).
    case soundNotContiguous(chunk: String, start: Int64, previous: String, end: Int64)
    /// ffmpeg cannot decode a chunk's sound (what it said).
    case soundUnreadable(chunk: String, reason: String)
    /// A chunk's sound holds another number of samples than its record says it carries.
    case soundLength(chunk: String, found: Int64, expected: Range<Int64>)

    /// Whether the command line was wrong (exit status 2) rather than the chunks (1).
    public var isUsageError: Bool {
        switch self {
        case .noChunks, .unknownExtension, .notJoinable: return true
        default: return false
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
        case .damaged(let chunk, let problem):
            return "\(chunk) is cut short or damaged: ffprobe reports '\(problem)' reading it; export that shard again"
        case .containerMismatch(let chunk, let found, let first, let expected):
            return "\(chunk) is a \(found) file, but \(first) is \(expected): chunks must come from one export with the same settings"
        case .notAChunk(let chunk):
            return "\(chunk) carries no record of `reel export` (Reel writes one in every chunk's metadata), so Reel cannot check that it is whole and belongs with the others; join only chunks written by `reel export --shard I/N`"
        case .unreadableRecord(let chunk, let text):
            return "\(chunk) carries a chunk record this version of Reel cannot read ('\(text.prefix(80))'); export every shard with one version of Reel"
        case .changedSinceExport(let chunk, let size, let recorded):
            return "\(chunk) holds \(size) frames, but its record says it was exported at \(recorded): it was changed after export; export that shard again"
        case .otherExport(let chunk, let first, let difference):
            return "\(chunk) is not from the same export as \(first): \(difference); join the chunks of one export"
        case .incomplete(let chunk, let shard, let frames, let expected, let total):
            let cut = frames < expected ? "it is cut short" : "it holds more than its shard"
            return "\(chunk) holds \(frames) frame\(frames == 1 ? "" : "s"), but shard \(shard.index)/\(shard.count) of its \(total)-frame export has \(expected): \(cut); export it again with --shard \(shard.index)/\(shard.count)"
        case .duplicateShard(let shard, let first, let second):
            return "\(first) and \(second) are both shard \(shard.index)/\(shard.count); give each chunk once"
        case .mixedSound(let sounding, let silent):
            return "\(sounding) carries sound but \(silent) does not: chunks must come from one export; export every shard with the same sound, or every one with --mute"
        case .soundNotContiguous(let chunk, let start, let previous, let end):
            let gap = start > end ? "a gap of \(start - end)" : "an overlap of \(end - start)"
            return "\(chunk)'s sound starts at sample \(start), but \(previous)'s ends at sample \(end) (\(gap) samples at 48 kHz): the chunks' sounds do not follow each other; export every shard of one export"
        case .soundUnreadable(let chunk, let reason):
            return "cannot decode the sound of \(chunk): \(reason); export that shard again"
        case .soundLength(let chunk, let found, let expected):
            return "\(chunk) carries \(found) samples of sound, but its record says samples \(expected.lowerBound)-\(expected.upperBound) (\(expected.count)): it is cut short or damaged; export that shard again"
        case .missingShards(let missing, let count):
            let listed = missing.prefix(10).map { "\($0)/\(count)" }.joined(separator: ", ") + (missing.count > 10 ? ", …" : "")
            return "shard\(missing.count == 1 ? "" : "s") \(listed) of the export \(missing.count == 1 ? "is" : "are") missing (\(missing.count) of \(count)); give every chunk of the export"
        }
    }
}
