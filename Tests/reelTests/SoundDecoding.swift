import Foundation
import ReelExport

/// Sound made and measured with ffmpeg for the tests of videos with sound: WAVs of clicks at
/// exact samples, and a video's sound decoded to samples.
enum SoundDecoding {
    /// Writes a 24-bit 48 kHz stereo WAV of `seconds`, silent but for a 1 ms click (48 samples at
    /// 0.8 of full scale) starting at each of `clicks` (sample numbers).
    static func clicks(_ clicks: [Int], seconds: Double, to url: URL) throws {
        let pulse = clicks.map { "between(n\\,\($0)\\,\($0 + 47))" }.joined(separator: "+")
        let expression = "if(\(pulse)\\,0.8\\,0)"
        try run(["-f", "lavfi", "-i", "aevalsrc=exprs=\(expression)|\(expression):s=48000:d=\(seconds)",
                 "-c:a", "pcm_s24le", "-y", url.path])
    }

    /// The first audio stream of `url` decoded to 48 kHz stereo, as interleaved 32-bit samples
    /// (24-bit sound in the top bits). `limit` seconds at most, when given (AAC in MP4 decodes with
    /// its last frame's padding, which a player's edit list hides).
    static func samples(of url: URL, limit: Double? = nil) throws -> [Int32] {
        var arguments = ["-i", url.path, "-map", "0:a:0"]
        if let limit { arguments += ["-t", String(limit)] }
        arguments += ["-ar", "48000", "-ac", "2", "-f", "s32le", "pipe:1"]
        let bytes = try run(arguments, capture: true)
        return bytes.withUnsafeBytes { Array($0.bindMemory(to: Int32.self)) }
    }

    /// The samples (per channel) where a click starts in the left channel of `samples`: each
    /// sample over half of full scale at least 2,400 samples (50 ms) after the previous click.
    static func onsets(_ samples: [Int32]) -> [Int] {
        var found: [Int] = []
        for frame in 0..<(samples.count / 2) where abs(Int64(samples[2 * frame])) > Int64(Int32.max) / 2 {
            if let last = found.last, frame - last < 2400 { continue }
            found.append(frame)
        }
        return found
    }

    /// The presentation time of the first frame of `url`'s first stream of `kind` (`a`, `v`).
    static func firstFrameTime(of url: URL, stream kind: String) throws -> Double {
        let process = try ChildProcess(executable: ChildProcess.find("ffprobe")!, arguments: [
            "-v", "error", "-select_streams", "\(kind):0", "-read_intervals", "%+#4", "-show_entries", "frame=pts_time",
            "-of", "csv=p=0", url.path], captureOutput: true)
        guard process.wait().succeeded else { throw VideoDecoding.DecodingFailure(message: process.errorText) }
        // The first packets may decode to nothing (AAC's priming), or to no line of their own.
        let text = String(decoding: process.output, as: UTF8.self)
        let times = text.split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: ", "))) }
        guard let time = times.first else { throw VideoDecoding.DecodingFailure(message: "no frame time in '\(text)'") }
        return time
    }

    /// Runs ffmpeg with `arguments`; its output when `capture`.
    @discardableResult
    static func run(_ arguments: [String], capture: Bool = false) throws -> [UInt8] {
        let process = try ChildProcess(executable: ChildProcess.find("ffmpeg")!,
                                       arguments: ["-hide_banner", "-nostdin", "-v", "error"] + arguments, captureOutput: capture)
        guard process.wait().succeeded else { throw VideoDecoding.DecodingFailure(message: process.errorText) }
        return process.output
    }
}
