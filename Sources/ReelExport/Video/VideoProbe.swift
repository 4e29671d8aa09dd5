import Foundation

/// What ffprobe says of a video file's first video stream.
public struct VideoProbe: Sendable, Equatable {
    /// The codec, in ffmpeg's names (`h264`, `vp9`, `prores`, `gif`, `apng`).
    public var codec: String
    /// The frame size in pixels.
    public var width: Int
    /// The frame size in pixels.
    public var height: Int
    /// The pixel format (`yuv420p`, `yuva444p12le`, …).
    public var pixelFormat: String
    /// The frame rate as ffprobe gives it (`60/1`).
    public var frameRate: String
    /// The container, in ffmpeg's names (`mov,mp4,m4a,3gp,3g2,mj2`, `mpegts`).
    public var containerFormat: String
    /// Frames counted by decoding the stream, when asked for.
    public var frameCount: Int? = nil
    /// The stream's packets, counted by reading the container without decoding, when asked for:
    /// one per frame for every codec Reel writes.
    public var packetCount: Int? = nil
    /// The container's duration in seconds, when it gives one.
    public var duration: Double? = nil

    /// Probes `url` with the ffprobe beside `ffmpeg` (or on `PATH`). With `countFrames`, the
    /// stream is decoded to count its frames exactly; with `countPackets`, its packets are
    /// counted by reading the container only (much faster).
    /// - Throws: `VideoProbeError` when ffprobe is missing or cannot read the file as a video.
    public static func probe(_ url: URL, countFrames: Bool = false, countPackets: Bool = false,
                             ffprobe: String? = nil) throws -> VideoProbe {
        guard let program = ffprobe ?? ChildProcess.find("ffprobe") else { throw VideoExportError.ffmpegMissing }
        var arguments = ["-v", "error", "-select_streams", "v:0"]
        if countFrames { arguments.append("-count_frames") }
        if countPackets { arguments.append("-count_packets") }
        arguments += ["-show_entries",
                      "stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_read_frames,nb_read_packets:format=format_name,duration",
                      "-of", "json", url.path]
        let process = try ChildProcess(executable: program, arguments: arguments, captureOutput: true)
        let ended = process.wait()
        guard ended.succeeded else {
            throw VideoProbeError(path: url.path, reason: process.errorLines(limit: 1).first ?? "ffprobe \(ended.description)")
        }
        guard let answer = FFprobeAnswer(process.output), let video = answer.video else {
            throw VideoProbeError(path: url.path, reason: "it holds no video stream")
        }
        return video
    }
}

/// ffprobe's JSON answer (`-of json`) for a file's first video stream, as `VideoProbe` and
/// `ChunkProbe` ask for it: every field is optional, present when asked for.
struct FFprobeAnswer: Decodable {
    struct Stream: Decodable {
        var codec_name: String?
        var width: Int?
        var height: Int?
        var pix_fmt: String?
        var r_frame_rate: String?
        var nb_read_frames: String?
        var nb_read_packets: String?
    }
    struct Format: Decodable {
        var format_name: String?
        var duration: String?
        var tags: [String: String]?
    }
    struct Program: Decodable { var tags: [String: String]? }
    var streams: [Stream]?
    var format: Format?
    var programs: [Program]?

    /// The answer in ffprobe's output `json`, or nil when it is not one.
    init?(_ json: [UInt8]) {
        guard let answer = try? JSONDecoder().decode(FFprobeAnswer.self, from: Data(json)) else { return nil }
        self = answer
    }

    /// The first video stream, with what was counted; nil when there is none.
    var video: VideoProbe? {
        guard let stream = streams?.first, let codec = stream.codec_name, let width = stream.width, let height = stream.height else { return nil }
        return VideoProbe(codec: codec, width: width, height: height, pixelFormat: stream.pix_fmt ?? "",
                          frameRate: stream.r_frame_rate ?? "", containerFormat: format?.format_name ?? "",
                          frameCount: stream.nb_read_frames.flatMap { Int($0) },
                          packetCount: stream.nb_read_packets.flatMap { Int($0) },
                          duration: format?.duration.flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil })
    }
}

/// A file ffprobe could not read as a video.
public struct VideoProbeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What ffprobe said.
    public var reason: String

    /// An error for `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot read PATH as a video: REASON`.
    public var description: String { "cannot read \(path) as a video: \(reason)" }
}
