#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import Reel

/// What a sound file holds, checked: ffprobe reads its first audio stream, then ffmpeg decodes
/// the whole stream, so that a file cut short or damaged is found before it is mixed.
///
/// A file is refused (`AudioFileError`, naming it) when it is missing or unreadable, not audio
/// (ffprobe cannot read it, or it holds no audio stream), has 0 channels or more than 2, reports
/// errors when decoded, decodes to nothing, or decodes to less than its header claims (by more
/// than 0.1 s and 2 %: encoders pad and estimate, so a whole MP3 or Opus file may decode a few
/// tens of milliseconds shorter than its header says).
public struct AudioProbe: Sendable, Equatable {
    /// The codec, in ffmpeg's names (`pcm_s16le`, `mp3`, `aac`, `opus`, `flac`).
    public var codec: String
    /// 1 (mono) or 2 (stereo).
    public var channels: Int
    /// The stream's own sample rate.
    public var sampleRate: Int
    /// The samples (per channel) decoding gives at the stream's own rate.
    public var decodedFrames: Int64
    /// The duration the file's header claims, in seconds, when it gives one.
    public var claimedDuration: Double?

    /// The decoded duration in seconds.
    public var duration: Double { sampleRate > 0 ? Double(decodedFrames) / Double(sampleRate) : 0 }

    /// How much shorter than its header a file may decode: 0.1 s, and 2 % of the claimed duration.
    static let shortfallSeconds = 0.1
    static let shortfallFraction = 0.02

    /// Probes and decodes the file at `path` (shown as `shown` in messages), with the ffprobe and
    /// ffmpeg given (or found on `PATH`).
    /// - Throws: `AudioFileError` for a file that cannot be played; `VideoExportError.ffmpegMissing`
    ///   without ffmpeg or ffprobe.
    public static func probe(_ path: String, shown: String? = nil, position: SourcePosition? = nil,
                             ffmpeg: String? = nil) throws -> AudioProbe {
        let shown = shown ?? path
        func fail(_ reason: AudioFileError.Reason) -> AudioFileError { AudioFileError(path: shown, reason: reason, position: position) }
        guard let ffmpeg = ffmpeg ?? ChildProcess.find("ffmpeg"),
              let ffprobe = VideoOutputCheck.ffprobe(besideFFmpeg: ffmpeg) ?? ChildProcess.find("ffprobe")
        else { throw VideoExportError.ffmpegMissing }

        // The file itself: there, readable, a regular file.
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw fail(.missing) }
            throw fail(.unreadable(message: String(cString: strerror(errno))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw fail(.unreadable(message: "it is not a regular file")) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail(.unreadable(message: String(cString: strerror(errno)))) }
        close(descriptor)
        if info.st_size == 0 { throw fail(.unreadableByFFprobe(message: "the file is empty")) }

        // Its first audio stream, as ffprobe reads it.
        let asked = try ChildProcess(executable: ffprobe, arguments: [
            "-v", "error", "-select_streams", "a:0",
            "-show_entries", "stream=codec_name,channels,sample_rate,duration:format=duration", "-of", "json", "file:" + path,
        ], captureOutput: true)
        let answered = asked.wait()
        if !answered.succeeded {
            let lines = asked.errorLines(limit: 4)
            // ffmpeg opens a PCM stream's decoder to probe it, and refuses one without channels.
            if lines.contains(where: { $0.contains("channel count") || $0.contains("channels not set") }) { throw fail(.noChannels) }
            throw fail(.unreadableByFFprobe(message: Self.cleaned(lines.first ?? "ffprobe \(answered.description)", path: path)))
        }
        guard let answer = try? JSONDecoder().decode(Answer.self, from: Data(asked.output)) else {
            throw fail(.unreadableByFFprobe(message: "its answer is not JSON"))
        }
        guard let stream = answer.streams?.first else { throw fail(.noAudioStream) }
        let channels = stream.channels ?? 0
        if channels == 0 { throw fail(.noChannels) }
        if channels > SoundSampling.channels { throw fail(.tooManyChannels(channels)) }
        let rate = stream.sample_rate.flatMap { Int($0) } ?? 0
        guard rate > 0 else { throw fail(.unreadableByFFprobe(message: "its audio stream has no sample rate")) }
        let claimed = (stream.duration ?? answer.format?.duration).flatMap { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }

        // The whole stream, decoded at its own rate and counted, in blocks.
        let decoder = try ChildProcess(executable: ffmpeg, arguments: [
            "-nostdin", "-v", "error", "-i", "file:" + path, "-map", "0:a:0", "-vn", "-sn", "-dn",
            "-c:a", "pcm_f32le", "-f", "f32le", "pipe:1",
        ], streamOutput: true)
        var bytes: Int64 = 0
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try decoder.readOutput(into: $0) }
            if count == 0 { break }
            bytes += Int64(count)
        }
        let decoded = decoder.wait()
        if let problem = decoder.errorLines(limit: 4).first {
            throw fail(.damaged(message: Self.cleaned(problem, path: path)))
        }
        if !decoded.succeeded { throw fail(.damaged(message: "ffmpeg \(decoded.description)")) }
        let frames = bytes / Int64(4 * channels)
        if frames == 0 { throw fail(.empty) }
        let probe = AudioProbe(codec: stream.codec_name ?? "", channels: channels, sampleRate: rate,
                               decodedFrames: frames, claimedDuration: claimed)
        if let claimed, probe.duration < claimed - max(shortfallSeconds, shortfallFraction * claimed) {
            throw fail(.cutShort(decodedSeconds: probe.duration, claimedSeconds: claimed))
        }
        return probe
    }

    /// ffmpeg's line without the file's path or its `[codec @ 0x…]` prefix.
    static func cleaned(_ line: String, path: String) -> String {
        var text = line
        for prefix in ["file:" + path + ": ", path + ": "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        if text.hasPrefix("["), let end = text.firstIndex(of: "]") {
            text = String(text[text.index(after: end)...]).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// ffprobe's JSON answer for a file's first audio stream.
    private struct Answer: Decodable {
        struct Stream: Decodable {
            var codec_name: String?
            var channels: Int?
            var sample_rate: String?
            var duration: String?
        }
        struct Format: Decodable { var duration: String? }
        var streams: [Stream]?
        var format: Format?
    }
}
