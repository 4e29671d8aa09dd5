#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The check every video file ffmpeg writes passes before it takes its final name (`reel export`,
/// `reel stitch`, `reel concat`).
///
/// ffmpeg's exit status is not enough: ffmpeg 5.1 can exit 0 after "No space left on device" or
/// "File too large", leaving a truncated file that no player opens. So the check reads ffmpeg's
/// log for write errors, then the written file itself: it must not be empty, ffprobe must read
/// it, it must hold the frames that were sent (packets counted in the container), and its
/// duration, where the container records one (all but animated PNG), must be theirs within one
/// frame. When the video was given sound, the file must hold an audio stream, lasting the
/// sound's duration within a frame too. Only then is the file renamed to the output.
public struct VideoOutputCheck: Sendable {
    /// The final name of the video, for messages.
    public var output: URL
    /// How many frames were sent to the encoder.
    public var frames: Int
    /// The video's frame rate, for its expected duration; nil when the duration is not checked.
    public var frameRate: Double?
    /// The ffprobe program, or nil for the one on `PATH`.
    public var ffprobe: String?
    /// The duration in seconds of the sound the video was given, or nil for a silent video.
    public var audio: Double?

    /// A check that the video written for `output` holds `frames` frames at `frameRate`, and
    /// sound lasting `audio` seconds when that is given.
    public init(output: URL, frames: Int, frameRate: Double?, ffprobe: String? = nil, audio: Double? = nil) {
        self.output = output
        self.frames = frames
        self.frameRate = frameRate
        self.ffprobe = ffprobe
        self.audio = audio
    }

    /// The ffprobe beside `ffmpeg`, when there is one (otherwise nil: the one on `PATH`).
    public static func ffprobe(besideFFmpeg ffmpeg: String) -> String? {
        let candidate = URL(fileURLWithPath: ffmpeg).deletingLastPathComponent().appendingPathComponent("ffprobe").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    /// Checks the file at `path` (the temporary name), written by an ffmpeg whose standard error
    /// is `logs` (one text per ffmpeg run that wrote it).
    /// - Throws: `VideoOutputError` naming the output and the cause.
    public func verify(path: String, logs: [String]) throws(VideoOutputError) {
        for log in logs {
            if let line = Self.writeError(in: log) { throw VideoOutputError(output: output.path, reason: .writeFailed(line)) }
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw VideoOutputError(output: output.path, reason: .missing(String(cString: strerror(errno))))
        }
        guard info.st_size > 0 else { throw VideoOutputError(output: output.path, reason: .empty) }
        let probe: VideoProbe
        do {
            probe = try VideoProbe.probe(URL(fileURLWithPath: path), countPackets: true, ffprobe: ffprobe)
        } catch let error as VideoProbeError {
            throw VideoOutputError(output: output.path, reason: .unreadable(error.reason))
        } catch {
            throw VideoOutputError(output: output.path, reason: .unreadable("\(error)"))
        }
        let found = probe.packetCount ?? 0
        guard found == frames else { throw VideoOutputError(output: output.path, reason: .frameCount(found: found, expected: frames)) }
        // Animated PNG records no duration of its own; its frames were counted.
        if let frameRate, frameRate > 0, frames > 0, let duration = probe.duration {
            let expected = Double(frames) / frameRate
            // Within a frame (and a little for containers that count in coarse time units).
            if abs(duration - expected) > 1 / frameRate + 1e-3 {
                throw VideoOutputError(output: output.path, reason: .duration(found: duration, expected: expected))
            }
        }
        if let audio { try verifyAudio(path: path, expected: audio) }
    }

    /// Checks that the file at `path` holds an audio stream lasting `expected` seconds, within
    /// a frame (MPEG-TS records a stream's duration without its last packet).
    private func verifyAudio(path: String, expected: Double) throws(VideoOutputError) {
        let probe: AudioStreamProbe?
        do {
            probe = try AudioStreamProbe.probe(URL(fileURLWithPath: path), ffprobe: ffprobe)
        } catch {
            throw VideoOutputError(output: output.path, reason: .unreadable("\(error)"))
        }
        guard let probe else { throw VideoOutputError(output: output.path, reason: .noAudio) }
        let tolerance = (frameRate.map { 1 / $0 } ?? 0.1) + 1e-3
        if let duration = probe.duration, abs(duration - expected) > tolerance {
            throw VideoOutputError(output: output.path, reason: .audioDuration(found: duration, expected: expected))
        }
    }

    /// The system's words for failed writes, as ffmpeg prints them after a file name or call.
    static let writeFailures = [ENOSPC, EFBIG, EDQUOT, EIO, EROFS].map { String(cString: strerror($0)) }
    /// ffmpeg's own words when writing the output failed.
    static let writeFailureMarks = ["Error writing trailer", "Error closing file", "av_interleaved_write_frame()",
                                    "Error submitting a packet to the muxer"]

    /// The first line of `log` that says writing failed, or nil.
    static func writeError(in log: String) -> String? {
        for line in log.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            if writeFailures.contains(where: { line.contains($0) }) || writeFailureMarks.contains(where: { line.contains($0) }) {
                return line.trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}

/// A video ffmpeg wrote that is not whole: nothing is put under the output's name.
public struct VideoOutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the written file.
    public enum Reason: Equatable, Sendable {
        /// ffmpeg said writing failed (the line it printed), whatever its exit status.
        case writeFailed(String)
        /// The temporary file is gone (the system's words).
        case missing(String)
        /// The file is empty.
        case empty
        /// ffprobe cannot read the file as a video (what it said).
        case unreadable(String)
        /// The file holds another number of frames than were sent.
        case frameCount(found: Int, expected: Int)
        /// The file lasts another time than its frames do, by more than a frame.
        case duration(found: Double, expected: Double)
        /// The video was given sound, but the file holds no audio stream.
        case noAudio
        /// The file's sound lasts another time than it was given, by more than a frame.
        case audioDuration(found: Double, expected: Double)
    }

    /// The output's final path.
    public var output: String
    /// What is wrong.
    public var reason: Reason

    /// An error for `output`.
    public init(output: String, reason: Reason) {
        self.output = output
        self.reason = reason
    }

    /// `cannot write OUT: CAUSE; nothing was written under its name`.
    public var description: String {
        let cause: String
        switch reason {
        case .writeFailed(let line): cause = "ffmpeg could not write it (\(line))"
        case .missing(let message): cause = "the file ffmpeg wrote is gone (\(message))"
        case .empty: cause = "ffmpeg wrote an empty file"
        case .unreadable(let reason): cause = "the file ffmpeg wrote cannot be read back (\(reason))"
        case .frameCount(let found, let expected):
            cause = "the file ffmpeg wrote holds \(found) frame\(found == 1 ? "" : "s"), not \(expected)"
        case .duration(let found, let expected):
            cause = "the file ffmpeg wrote lasts \(Self.seconds(found)) s, not \(Self.seconds(expected)) s"
        case .noAudio: cause = "the file ffmpeg wrote holds no sound, though it was given some"
        case .audioDuration(let found, let expected):
            cause = "the sound in the file ffmpeg wrote lasts \(Self.seconds(found)) s, not \(Self.seconds(expected)) s"
        }
        return "cannot write \(output): \(cause); nothing was written under its name"
    }

    /// Seconds with up to three decimals.
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }
}
