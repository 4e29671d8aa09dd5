import Foundation
import Reel

/// A sound file decoded by an ffmpeg child to the mix's format, read in blocks: 32-bit float
/// samples at 48 kHz, two channels interleaved (left, right). ffmpeg resamples (its `aresample`,
/// deterministic: the same file gives the same samples every time); a mono file's one channel is
/// copied to both, at its level (not the -3 dB of ffmpeg's own mono-to-stereo matrix).
///
/// Reading is streaming: however long the file, the decoder holds one block of bytes. Every
/// decoder starts at the file's first sample, so a sample's value never depends on where reading
/// started (trims and loops drop samples in Reel, sample-exactly).
public final class AudioDecoder {
    /// The file as messages show it.
    public let shown: String
    /// The file's channels (1 or 2).
    public let channels: Int
    private let child: ChildProcess
    private var bytes: [UInt8]
    private var pending = 0
    private var ended = false
    private let position: SourcePosition?

    /// Starts decoding `path`, which has `channels` channels (from its `AudioProbe`).
    /// - Throws: `ChildProcessError` when ffmpeg cannot be started.
    public init(path: String, channels: Int, ffmpeg: String, shown: String? = nil, position: SourcePosition? = nil) throws {
        self.shown = shown ?? path
        self.channels = channels
        self.position = position
        self.child = try ChildProcess(executable: ffmpeg, arguments: [
            "-nostdin", "-v", "error", "-i", "file:" + path, "-map", "0:a:0", "-vn", "-sn", "-dn",
            "-ar", String(SoundSampling.sampleRate), "-ac", String(channels),
            "-c:a", "pcm_f32le", "-f", "f32le", "pipe:1",
        ], streamOutput: true)
        self.bytes = [UInt8](repeating: 0, count: 64 << 10)
    }

    deinit { child.terminate() }

    /// Reads up to `frames` frames into `buffer` from `offset` (in frames), two floats a frame;
    /// returns how many were read: fewer only at the end of the file, 0 after it.
    /// - Throws: `AudioFileError.decodingFailed` when ffmpeg reports an error.
    public func read(into buffer: UnsafeMutableBufferPointer<Float>, frames: Int) throws -> Int {
        let frameBytes = 4 * channels
        var done = 0
        while done < frames, !ended {
            // Whole frames already read.
            let available = pending / frameBytes
            if available > 0 {
                let take = min(available, frames - done)
                bytes.withUnsafeBytes { raw in
                    for frame in 0..<take {
                        let base = frame * frameBytes
                        let left = Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: base, as: UInt32.self)))
                        let right = channels == 2
                            ? Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self)))
                            : left
                        buffer[2 * (done + frame)] = left
                        buffer[2 * (done + frame) + 1] = right
                    }
                }
                let used = take * frameBytes
                if used < pending { bytes.withUnsafeMutableBytes { $0.baseAddress!.copyMemory(from: $0.baseAddress! + used, byteCount: pending - used) } }
                pending -= used
                done += take
                continue
            }
            let count = try bytes.withUnsafeMutableBytes { raw in
                try child.readOutput(into: UnsafeMutableRawBufferPointer(rebasing: raw[pending...]))
            }
            if count == 0 {
                try finish()
            } else {
                pending += count
            }
        }
        return done
    }

    /// Reads and drops up to `frames` frames; returns how many were dropped (fewer at the end).
    public func skip(_ frames: Int64) throws -> Int64 {
        var skipped: Int64 = 0
        var scratch = [Float](repeating: 0, count: 2 * 4096)
        while skipped < frames {
            let want = Int(min(Int64(4096), frames - skipped))
            let got = try scratch.withUnsafeMutableBufferPointer { try read(into: $0, frames: want) }
            skipped += Int64(got)
            if got < want { break }
        }
        return skipped
    }

    /// Waits for ffmpeg at the end of its output and checks that it decoded without error.
    private func finish() throws {
        ended = true
        let termination = child.wait()
        if let line = child.errorLines(limit: 4).first {
            throw AudioFileError(path: shown, reason: .decodingFailed(message: line), position: position)
        }
        if !termination.succeeded {
            throw AudioFileError(path: shown, reason: .decodingFailed(message: "ffmpeg \(termination.description)"), position: position)
        }
    }

    /// The whole file at `path` decoded, two floats a frame, refused beyond `limit` frames
    /// (`onTooLong` gives the error then, with the frames decoded so far).
    public static func decodeWhole(path: String, channels: Int, ffmpeg: String, shown: String? = nil,
                                   position: SourcePosition? = nil, limit: Int,
                                   onTooLong: (Int) -> Error) throws -> [Float] {
        let decoder = try AudioDecoder(path: path, channels: channels, ffmpeg: ffmpeg, shown: shown, position: position)
        var samples: [Float] = []
        var block = [Float](repeating: 0, count: 2 * 4096)
        while true {
            let got = try block.withUnsafeMutableBufferPointer { try decoder.read(into: $0, frames: 4096) }
            if got == 0 { break }
            if samples.count / 2 + got > limit { throw onTooLong(samples.count / 2 + got) }
            samples.append(contentsOf: block[0..<(2 * got)])
        }
        return samples
    }
}
