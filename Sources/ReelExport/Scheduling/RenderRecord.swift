import Foundation
import ReelSystem

/// What `reel render` writes beside its frames, `DIR/reel-render.json`, so that `reel stitch`
/// plays them at the rate they were rendered for instead of guessing: the scene, its frame rate,
/// its size and the scale it was drawn at, the frames written and their format.
///
/// It is written atomically (`AtomicFile`) before the first frame, so a folder whose render was
/// interrupted still says its rate (a render that writes no frame leaves none); the next render
/// into the folder replaces it.
public struct RenderRecord: Codable, Equatable, Sendable {
    /// The record's file name in the frames' folder.
    public static let fileName = "reel-render.json"
    /// The largest record read, in bytes: a record is a few hundred.
    static let maximumBytes = 64 * 1024
    /// The highest frame rate a record may give: far beyond any video, low enough that every
    /// conversion of it stays exact.
    static let maximumFrameRate = 1_000_000.0

    /// The scene's name.
    public var scene: String
    /// The scene's frames per second.
    public var fps: Double
    /// The scene's width in points (the frames' is this times `scale`, rounded up).
    public var width: Double
    /// The scene's height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// The first frame number rendered.
    public var firstFrame: Int
    /// The last frame number rendered.
    public var lastFrame: Int
    /// The frames' file format (`png`, `svg`, `pdf`).
    public var format: String

    /// A record of frames `firstFrame` … `lastFrame` of `scene`.
    public init(scene: String, fps: Double, width: Double, height: Double, scale: Double, firstFrame: Int, lastFrame: Int, format: String) {
        self.scene = scene
        self.fps = fps
        self.width = width
        self.height = height
        self.scale = scale
        self.firstFrame = firstFrame
        self.lastFrame = lastFrame
        self.format = format
    }

    /// Writes the record into `directory`, replacing any earlier one.
    /// - Throws: `FileWriteError`.
    public func write(into directory: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Only a scene whose numbers JSON cannot hold (which cannot render) has no record.
        guard let data = try? encoder.encode(self) else { return }
        try AtomicFile.write(Array(data) + [0x0A], to: directory.appendingPathComponent(Self.fileName))
    }

    /// The record in `directory`, or nil when it holds none.
    /// - Throws: `RenderRecordError` when there is a record that cannot be read or makes no sense.
    public static func read(from directory: URL) throws(RenderRecordError) -> RenderRecord? {
        let path = directory.appendingPathComponent(fileName).path
        let file: ReadableFile
        do {
            file = try FileSandbox.unconfined.open(FileSandbox.folderPath(directory.path) + "/" + fileName)
        } catch .missing {
            return nil
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
        guard file.byteCount <= maximumBytes, let bytes = file.read(upTo: maximumBytes + 1), bytes.count <= maximumBytes else {
            throw .unreadable(path: path, reason: "it is larger than \(maximumBytes / 1024) KB")
        }
        guard let record = try? JSONDecoder().decode(RenderRecord.self, from: Data(bytes)) else {
            throw .unreadable(path: path, reason: "it is not a record written by `reel render`")
        }
        guard record.fps.isFinite, record.fps > 0, record.fps <= maximumFrameRate else {
            throw .unreadable(path: path, reason: "its frame rate \(record.fps) is not a positive number of frames per second up to \(Int(maximumFrameRate))")
        }
        return record
    }
}

/// A record of rendered frames that cannot be used.
public enum RenderRecordError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The record cannot be read, or says something impossible.
    case unreadable(path: String, reason: String)

    /// `cannot use PATH: REASON; …`.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot use \(path): \(reason); render the frames again, or give the frame rate with --fps"
        }
    }
}
