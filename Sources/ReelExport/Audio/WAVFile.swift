#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import Reel

/// A 24-bit, 48 kHz, stereo PCM WAV file written in blocks, under a temporary name until it is
/// whole (`AtomicFile.stage`): nothing half-written ever lies under the final name.
///
/// The frame count is given first, so the header's sizes are right from the start: the RIFF size
/// is 36 + the data's bytes, the data chunk 6 bytes a frame (little-endian, signed). A WAV file
/// counts bytes in 32 bits, so a mix longer than `SoundLimits.wavFrames` (4 h 8 min 33 s) is
/// refused before anything is written; Reel does not write RF64.
public final class WAVFile {
    /// The file being written.
    public let destination: URL
    /// The frames the file holds when whole.
    public let frames: Int64
    private let staged: StagedFile
    private var descriptor: Int32
    private var written: Int64 = 0
    private var buffer: [UInt8] = []

    /// The header of a file of `frames` frames: 44 bytes.
    public static func header(frames: Int64) -> [UInt8] {
        let dataBytes = UInt32(frames * 6)
        var bytes: [UInt8] = []
        func word(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func half(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        bytes += Array("RIFF".utf8); word(36 + dataBytes); bytes += Array("WAVE".utf8)
        bytes += Array("fmt ".utf8); word(16)
        half(1)                                              // PCM
        half(UInt16(SoundSampling.channels))
        word(UInt32(SoundSampling.sampleRate))
        word(UInt32(SoundSampling.sampleRate * 6))           // bytes a second
        half(6)                                              // bytes a frame
        half(24)                                             // bits a sample
        bytes += Array("data".utf8); word(dataBytes)
        return bytes
    }

    /// Starts writing `frames` frames to `url`.
    /// - Throws: `SoundMixError.tooLongForWAV`, or `FileWriteError` naming the path.
    public init(url: URL, frames: Int64) throws {
        guard frames >= 0, frames <= SoundLimits.wavFrames else { throw SoundMixError.tooLongForWAV(path: url.path, frames: frames) }
        self.destination = url
        self.frames = frames
        self.staged = try AtomicFile.stage(url)
        self.descriptor = open(staged.path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        if descriptor < 0 {
            let failure = AtomicFile.error(operation: "opening \(staged.path)", path: url.path, directory: url.deletingLastPathComponent().path)
            staged.discard()
            throw failure
        }
        buffer.reserveCapacity(1 << 16)
        buffer += Self.header(frames: frames)
    }

    deinit { discard() }

    /// Appends one frame: left and right, each a 24-bit sample (-8,388,608 to 8,388,607).
    public func append(left: Int32, right: Int32) throws {
        let l = UInt32(bitPattern: left), r = UInt32(bitPattern: right)
        let frame: [UInt8] = [UInt8(truncatingIfNeeded: l), UInt8(truncatingIfNeeded: l >> 8), UInt8(truncatingIfNeeded: l >> 16),
                              UInt8(truncatingIfNeeded: r), UInt8(truncatingIfNeeded: r >> 8), UInt8(truncatingIfNeeded: r >> 16)]
        try frame.withUnsafeBytes { try append($0) }
    }

    /// Appends whole frames already in the file's byte order (6 bytes a frame: left, right, each
    /// 24-bit little-endian).
    public func append(_ frames: UnsafeRawBufferPointer) throws {
        precondition(frames.count % 6 == 0, "WAV frames are 6 bytes each")
        buffer.append(contentsOf: frames)
        written += Int64(frames.count / 6)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Writes the buffered bytes.
    private func flush() throws {
        guard descriptor >= 0 else { return }
        let ok = buffer.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let count = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        if !ok {
            let failure = AtomicFile.error(operation: "writing \(staged.path)", path: destination.path,
                                           directory: destination.deletingLastPathComponent().path)
            discard()
            throw failure
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes the rest and renames the file to its final name; the file must hold `frames` frames.
    /// - Throws: `FileWriteError` naming the path.
    public func finish() throws {
        precondition(written == frames, "a WAV file of \(frames) frames was given \(written)")
        try flush()
        let result = close(descriptor)
        descriptor = -1
        if result != 0 {
            let failure = AtomicFile.error(operation: "closing \(staged.path)", path: destination.path,
                                           directory: destination.deletingLastPathComponent().path)
            staged.discard()
            throw failure
        }
        try staged.commit()
    }

    /// Removes the temporary file (nothing happens once the file is finished).
    public func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
            staged.discard()
        }
    }
}
