import Foundation

/// What ffprobe says of a chunk given to `reel concat`: its first video stream, how many frames
/// (packets) the stream holds when read to its end, the record `reel export` wrote in its
/// metadata, and any error ffprobe printed while reading it (a cut or damaged file).
public struct ChunkProbe: Sendable, Equatable {
    /// The video stream (no frame count: `packets` counts them without decoding).
    public var video: VideoProbe
    /// The packets of the video stream, one per frame, counted by reading the whole file.
    public var packets: Int?
    /// The text of the record in the metadata (any text starting `reel-chunk/`), or nil.
    public var recordText: String?
    /// The error lines ffprobe printed while reading the whole file: none for a whole file.
    public var problems: [String]

    /// A probe's findings.
    public init(video: VideoProbe, packets: Int?, recordText: String?, problems: [String]) {
        self.video = video
        self.packets = packets
        self.recordText = recordText
        self.problems = problems
    }

    /// The record, when there is one of this version.
    public var record: ChunkRecord? { recordText.flatMap(ChunkRecord.init(text:)) }

    /// ffprobe's error `line` for messages: without the name it was given (`path`, which the
    /// message names as `shown`) or the decoder's address (`[h264 @ 0x5581…] `) in front.
    static func problem(_ line: String, path: String, shown: String) -> String {
        var text = Substring(line)
        if text.hasPrefix("["), let end = text.firstIndex(of: "]"), text[text.startIndex..<end].contains(" @ 0x") {
            text = text[text.index(after: end)...].drop(while: { $0 == " " })
        }
        if text.hasPrefix(path + ": ") { text = text.dropFirst(path.count + 2) }
        return text.replacingOccurrences(of: path, with: shown)
    }

    /// Probes `url` (which `reel concat` makes a name of its own choosing) with `ffprobe` (or the
    /// one on `PATH`), reading it to its end; `shown` is the chunk's name for messages.
    /// - Throws: `VideoProbeError` naming `shown` when ffprobe cannot read the file as a video.
    public static func probe(_ url: URL, shown: String, ffprobe: String? = nil) throws -> ChunkProbe {
        guard let program = ffprobe ?? ChildProcess.find("ffprobe") else { throw VideoExportError.ffmpegMissing }
        let process = try ChildProcess(executable: program, arguments: [
            "-v", "error", "-select_streams", "v:0", "-count_packets",
            "-show_entries", "stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_read_packets:format=format_name:format_tags:program_tags",
            "-of", "json", url.path], captureOutput: true)
        let ended = process.wait()
        let problems = process.errorLines(limit: 8).map { Self.problem($0, path: url.path, shown: shown) }
        guard ended.succeeded else {
            throw VideoProbeError(path: shown, reason: problems.first ?? "ffprobe \(ended.description)")
        }
        guard let answer = FFprobeAnswer(process.output), var video = answer.video else {
            throw VideoProbeError(path: shown, reason: "it holds no video stream")
        }
        let tags = (answer.format?.tags.map { [$0] } ?? []) + (answer.programs ?? []).compactMap(\.tags)
        let record = tags.lazy.flatMap { $0.values }.first(where: ChunkRecord.claims)
        let packets = video.packetCount
        video.packetCount = nil
        return ChunkProbe(video: video, packets: packets, recordText: record, problems: problems)
    }
}
