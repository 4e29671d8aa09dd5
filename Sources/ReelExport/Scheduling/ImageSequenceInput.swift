import Foundation
import Reel
import ReelCairo

/// A folder of PNG frames as the input of a video (`reel stitch`, `scripts/stitch`): the frames
/// `reel render` writes (`frame-00000.png` …, in frame order), or any PNG files (in name order).
/// Each file is read with `PNGReader` and goes through the same `VideoSink` as an export,
/// so a stitched video gets the same colour conversion, tags and safety.
public struct ImageSequenceInput: Sendable {
    /// The PNG files, in the order they become frames.
    public let files: [URL]
    /// The size of every frame, from the first file.
    public let width: Int
    /// The size of every frame, from the first file.
    public let height: Int
    /// What `reel render` recorded beside the frames (their frame rate), or nil.
    public let record: RenderRecord?

    /// The PNG files of `directory`.
    /// - Throws: `ImageSequenceError` when the folder cannot be read or holds no PNG file;
    ///   `ImageLoadError` when the first file is not a usable PNG file; `RenderRecordError` when
    ///   the folder's record of `reel render` cannot be used.
    public init(directory: URL) throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw ImageSequenceError.unreadableFolder(directory.path)
        }
        let pngs = names.filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }
        guard !pngs.isEmpty else { throw ImageSequenceError.noFrames(directory.path) }
        // Frame files sort by their number (frame-99999.png before frame-100000.png), others by name.
        let ordered = pngs.sorted { a, b in
            switch (Self.frameNumber(a), Self.frameNumber(b)) {
            case let (x?, y?): return x < y
            default: return a < b
            }
        }
        files = ordered.map { directory.appendingPathComponent($0) }
        (width, height) = try PNGReader.size(path: files[0].path)
        record = try RenderRecord.read(from: directory)
    }

    /// The frame number in a name `frame-NNNNN.png`, or nil.
    static func frameNumber(_ name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        return Int(name.dropFirst(6).dropLast(4))
    }

    /// The frames' positions, for a `FramePipeline`.
    public var frames: [Int] { Array(files.indices) }

    /// Reads frame `index`; every frame must have the first one's size.
    public func read(_ index: Int) throws -> RenderedFrame {
        let image = try PNGReader.read(path: files[index].path)
        guard image.width == width, image.height == height else {
            throw ImageSequenceError.sizeChanged(file: files[index].lastPathComponent, width: image.width, height: image.height,
                                                 first: files[0].lastPathComponent, firstWidth: width, firstHeight: height)
        }
        return .raster(image)
    }
}

/// Why a folder of frames cannot become a video.
public enum ImageSequenceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder cannot be listed.
    case unreadableFolder(String)
    /// The folder holds no PNG file.
    case noFrames(String)
    /// A frame's size differs from the first frame's.
    case sizeChanged(file: String, width: Int, height: Int, first: String, firstWidth: Int, firstHeight: Int)

    /// A one-line message.
    public var description: String {
        switch self {
        case .unreadableFolder(let path): return "cannot read the folder \(path)"
        case .noFrames(let path): return "\(path) holds no PNG files"
        case .sizeChanged(let file, let width, let height, let first, let firstWidth, let firstHeight):
            return "\(file) is \(width) x \(height) pixels, but \(first) is \(firstWidth) x \(firstHeight): every frame of a video has one size"
        }
    }
}
