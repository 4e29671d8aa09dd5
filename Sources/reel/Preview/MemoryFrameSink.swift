import Foundation
import ReelExport

/// A sink keeping the one frame `reel preview` asks for in memory, encoded exactly as
/// `ImageSequenceSink` encodes the files of `reel render`.
struct MemoryFrameSink: FrameSink {
    /// The frame's PNG bytes, once written.
    private(set) var bytes: [UInt8]?

    var product: FrameProduct { .raster }

    func makeEncoder(threads: Int) -> ImageSequenceEncoder {
        ImageSequenceSink(directory: URL(fileURLWithPath: "/"), frames: []).makeEncoder(threads: threads)
    }

    mutating func open() throws {}

    mutating func write(_ payload: [UInt8], frame: Int) throws { bytes = payload }

    mutating func finish() throws -> SinkOutput {
        SinkOutput(url: URL(fileURLWithPath: "/"), files: 1, bytes: Int64(bytes?.count ?? 0))
    }

    mutating func abort() { bytes = nil }

    var externalCPUSeconds: Double { 0 }
}
