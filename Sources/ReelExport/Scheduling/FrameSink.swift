import Foundation
import Reel
import ReelCairo

/// What the workers of a render draw for a sink.
public enum FrameProduct: Sendable, Equatable {
    /// Pixels, drawn by Cairo on an image surface.
    case raster
    /// A vector document (SVG or PDF), drawn by Cairo's vector surfaces.
    case vector(CairoRenderer.VectorFormat)
}

/// A frame as a worker drew it.
public enum RenderedFrame: Sendable {
    /// Premultiplied ARGB32 pixels.
    case raster(RasterImage)
    /// The bytes of a vector document.
    case vector([UInt8])
}

/// Turns drawn frames into what a sink writes (PNG bytes, raw video rows). It runs on the worker
/// threads, several frames at once, so it must not depend on the order it sees frames in.
public protocol FrameEncoding: Sendable {
    /// What one frame becomes.
    associatedtype Payload: Sendable
    /// The payload of one frame.
    func encode(_ frame: RenderedFrame) throws -> Payload
}

/// Where a render's frames go: files in a folder, an encoder process.
///
/// A sink is used by one thread: `write` receives every frame in order, then `finish` completes
/// the output, or `abort` removes what is incomplete (on a failure or an interruption). Encoding
/// that can run in parallel belongs in `encoder`, which the workers share.
public protocol FrameSink {
    /// The encoder type of the sink.
    associatedtype Encoder: FrameEncoding
    /// What the workers draw.
    var product: FrameProduct { get }
    /// The encoder the workers share; `threads` is how many workers there are.
    func makeEncoder(threads: Int) -> Encoder
    /// Prepares the output (starts an encoder process, creates a temporary file) before the
    /// first frame is drawn, so that a bad destination fails before any work.
    mutating func open() throws
    /// Writes frame number `frame` (its number in the scene); frames arrive in order.
    mutating func write(_ payload: Encoder.Payload, frame: Int) throws
    /// Completes the output after the last frame; returns what was written.
    mutating func finish() throws -> SinkOutput
    /// Removes what is incomplete after a failure or an interruption (finished frame files stay).
    mutating func abort()
    /// Processor time spent on encoding outside this process (an encoder process), in seconds;
    /// known after `finish` or `abort`.
    var externalCPUSeconds: Double { get }
}

/// What a sink wrote.
public struct SinkOutput: Sendable, Equatable {
    /// The file, or the folder of frame files.
    public var url: URL
    /// How many files.
    public var files: Int
    /// Their total size in bytes.
    public var bytes: Int64

    /// A description of output.
    public init(url: URL, files: Int, bytes: Int64) {
        self.url = url
        self.files = files
        self.bytes = bytes
    }
}
