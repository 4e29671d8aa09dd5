import Foundation
import Reel
import ReelSystem

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

    /// Writes `image` as PNG as the file `name` in the open folder `folder`, replacing any
    /// existing file, relative to the folder's descriptor (`AtomicFile.write(_:named:in:)`).
    /// - Throws: `FileWriteError` naming the path, as `write(_:to:)` does.
    public func write(_ image: RasterImage, named name: String, in folder: WritableFolder) throws {
        guard image.width > 0, image.height > 0 else {
            throw FileWriteError(path: folder.path + "/" + name, reason: .emptyImage(width: image.width, height: image.height))
        }
        try AtomicFile.write(encoder.encode(image), named: name, in: folder)
    }
}
