import Foundation

/// What ffprobe says of a file's first audio stream: its codec, rate, channels and duration.
public struct AudioStreamProbe: Sendable, Equatable {
    /// The codec, in ffmpeg's names (`aac`, `opus`, `pcm_s24le`, `alac`, `s302m`, `mp3`, …).
    public var codec: String
    /// Samples per second.
    public var sampleRate: Int
    /// Channels.
    public var channels: Int
    /// The stream's duration in seconds, as its container records it (a Matroska stream's
    /// `DURATION` tag), when it records one.
    public var duration: Double?

    /// Probes `url` with `ffprobe` (or the one on `PATH`); nil when the file holds no audio
    /// stream.
    /// - Throws: `VideoProbeError` when ffprobe is missing or cannot read the file at all.
    public static func probe(_ url: URL, ffprobe: String? = nil) throws -> AudioStreamProbe? {
        guard let program = ffprobe ?? ChildProcess.find("ffprobe") else { throw VideoExportError.ffmpegMissing }
        let process = try ChildProcess(executable: program, arguments: [
            "-v", "error", "-select_streams", "a:0",
            "-show_entries", "stream=codec_name,sample_rate,channels,duration:stream_tags=DURATION",
            "-of", "json", url.path], captureOutput: true)
        let ended = process.wait()
        guard ended.succeeded else {
            throw VideoProbeError(path: url.path, reason: process.errorLines(limit: 1).first ?? "ffprobe \(ended.description)")
        }
        struct Answer: Decodable {
            struct Stream: Decodable {
                var codec_name: String?
                var sample_rate: String?
                var channels: Int?
                var duration: String?
                var tags: [String: String]?
            }
            var streams: [Stream]?
        }
        guard let answer = try? JSONDecoder().decode(Answer.self, from: Data(process.output)),
              let stream = answer.streams?.first, let codec = stream.codec_name else { return nil }
        let duration = stream.duration.flatMap(Double.init) ?? stream.tags?["DURATION"].flatMap(Self.seconds)
        return AudioStreamProbe(codec: codec, sampleRate: stream.sample_rate.flatMap { Int($0) } ?? 0,
                          channels: stream.channels ?? 0, duration: duration.flatMap { $0.isFinite ? $0 : nil })
    }

    /// Seconds in a Matroska duration tag, `00:00:03.007000000`; nil when it is not one.
    static func seconds(_ text: String) -> Double? {
        let parts = text.split(separator: ":")
        guard parts.count == 3, let hours = Double(parts[0]), let minutes = Double(parts[1]), let seconds = Double(parts[2]) else { return nil }
        return hours * 3600 + minutes * 60 + seconds
    }
}
