import Foundation
import Reel

/// Writes frames as PNG files, atomically: a file under its final name is always complete.
///
/// The image is encoded with `encoder` and written with `AtomicFile`, so a crash or an error while
/// writing never leaves a truncated PNG where a frame should be.
public struct PNGWriter: Sendable {
    /// The encoder that turns images into PNG bytes.
    public var encoder: PNGEncoder

    /// A writer that encodes with `encoder`.
    public init(encoder: PNGEncoder = PNGEncoder()) {
        self.encoder = encoder
    }

    /// Writes `image` to `url` as PNG with the default encoder. See `write(_:to:)` on an instance.
    public static func write(_ image: RasterImage, to url: URL) throws {
        try PNGWriter().write(image, to: url)
    }

    /// Writes `image` to `url` as PNG, replacing any existing file.
    /// - Throws: `FileWriteError` naming the path when the image is empty, the directory is
    ///   missing or not writable, or writing fails.
    public func write(_ image: RasterImage, to url: URL) throws {
        guard image.width > 0, image.height > 0 else {
            throw FileWriteError(path: url.path, reason: .emptyImage(width: image.width, height: image.height))
        }
        try AtomicFile.write(encoder.encode(image), to: url)
    }
}
