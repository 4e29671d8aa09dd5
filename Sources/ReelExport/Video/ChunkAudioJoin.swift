#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Reel

/// The sound of a sharded export, joined by `reel concat` from its chunks' lossless sound (24-bit
/// PCM in SMPTE 302M, ALAC or MOV's PCM) into one file of raw 24-bit little-endian stereo PCM at
/// 48 kHz, which is then encoded once, as a single export encodes its sound.
///
/// Each chunk's sound is decoded by ffmpeg (through the chunk's link, `ChunkLinks`) into a file of
/// the links' folder, checked to hold exactly the samples its record says it carries, and appended
/// to the joined file; memory stays flat whatever the length. Both files live in the links'
/// private folder and go with it, on every path (an interruption included).
struct ChunkAudioJoin {
    /// The name of one chunk's decoded sound in the folder.
    static let partName = "sound-part.s24"
    /// The name of the joined sound in the folder.
    static let joinedName = "sound.s24"
    /// Bytes of one sample frame: three bytes for each of two channels.
    static let frameBytes = 3 * SoundSampling.channels

    /// The links' folder.
    var folder: String
    /// The ffmpeg program.
    var ffmpeg: String

    /// The path of the joined sound.
    var joined: String { folder + "/" + Self.joinedName }

    /// Decodes the sound of each chunk of `chunks` (link, name for messages, samples its record
    /// says it carries), in order, appending it to the joined file; returns how many samples
    /// that holds.
    /// - Throws: `ConcatError.soundUnreadable` or `.soundLength` naming the chunk;
    ///   `FileWriteError` when the files cannot be written.
    func join(_ chunks: [(link: URL, name: String, samples: Range<Int64>)]) throws -> Int64 {
        let output = open(joined, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw AtomicFile.error(operation: "creating", path: joined, directory: folder) }
        defer { close(output) }
        var total: Int64 = 0
        let part = folder + "/" + Self.partName
        for chunk in chunks {
            let process = try ChildProcess(executable: ffmpeg, arguments: [
                "-hide_banner", "-nostdin", "-loglevel", "error", "-i", chunk.link.path,
                "-map", "0:a:0", "-c:a", "pcm_s24le", "-f", "s24le", "-y", part])
            let ended = process.wait()
            guard ended.succeeded else {
                unlink(part)
                let line = process.errorLines(limit: 1).first.map { ChunkProbe.problem($0, path: chunk.link.path, shown: chunk.name) }
                throw ConcatError.soundUnreadable(chunk: chunk.name, reason: line ?? "ffmpeg \(ended.description)")
            }
            let bytes = try append(part, to: output)
            unlink(part)
            let samples = bytes / Int64(Self.frameBytes)
            guard bytes % Int64(Self.frameBytes) == 0, samples == Int64(chunk.samples.count) else {
                throw ConcatError.soundLength(chunk: chunk.name, found: samples, expected: chunk.samples)
            }
            total += samples
        }
        return total
    }

    /// Appends the file at `path` to `output`; returns how many bytes it held.
    private func append(_ path: String, to output: Int32) throws -> Int64 {
        let input = open(path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw AtomicFile.error(operation: "reading", path: path, directory: folder) }
        defer { close(input) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var copied: Int64 = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw AtomicFile.error(operation: "reading", path: path, directory: folder)
            }
            if count == 0 { return copied }
            var written = 0
            while written < count {
                let step = buffer.withUnsafeBytes { write(output, $0.baseAddress! + written, count - written) }
                if step < 0 {
                    if errno == EINTR { continue }
                    throw AtomicFile.error(operation: "writing", path: joined, directory: folder)
                }
                written += step
            }
            copied += Int64(count)
        }
    }
}
