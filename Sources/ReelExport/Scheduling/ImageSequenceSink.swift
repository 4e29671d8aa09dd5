import Foundation
import Reel
import ReelCairo

/// The file format of rendered frames.
public enum FrameFormat: String, CaseIterable, Sendable {
    /// PNG images, through Reel's PNG writer.
    case png
    /// SVG documents, through Cairo's SVG surface.
    case svg
    /// PDF documents, through Cairo's PDF surface.
    case pdf
}

/// Writes frames as files `DIR/frame-00000.png` (or `.svg`, `.pdf`), one per frame, each
/// written atomically (`AtomicFile`): a file under its final name is always whole.
///
/// Frame files of earlier renders that this one does not overwrite are counted when the sink
/// opens (`staleFrames`); with `clean` they are removed first, so the folder holds exactly this
/// render. After an interruption or a failure the frames already written stay.
public struct ImageSequenceSink: FrameSink {
    /// The folder of the frames.
    public var directory: URL
    /// The file format.
    public var format: FrameFormat
    /// The frame numbers that will be written (to tell earlier files apart).
    public var frames: [Int]
    /// Whether to remove frame files of earlier renders that this one does not overwrite.
    public var clean: Bool
    /// Frame files of earlier renders left in the folder (found by `open`, before `clean`).
    public private(set) var staleFrames: [String] = []
    /// The record written beside the frames (`RenderRecord.fileName`) before the first of them,
    /// or nil for none.
    public var record: RenderRecord?
    private var recordWritten = false
    private var written = 0
    private var bytes: Int64 = 0
    private var lastFile: URL?

    /// A sink writing `frames` into `directory` as `format` files, and `record` beside them.
    public init(directory: URL, format: FrameFormat = .png, frames: [Int], clean: Bool = false, record: RenderRecord? = nil) {
        self.directory = directory
        self.format = format
        self.frames = frames
        self.clean = clean
        self.record = record
    }

    /// The file name of frame `index`: `frame-00042.png`.
    public static func fileName(forFrame index: Int, format: FrameFormat = .png) -> String {
        "frame-" + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index) + "." + format.rawValue
    }

    /// Whether `name` is the name of a frame file in any format.
    static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), let dot = name.lastIndex(of: ".") else { return false }
        let digits = name[name.index(name.startIndex, offsetBy: 6)..<dot]
        return digits.count >= 5 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
            && FrameFormat(rawValue: String(name[name.index(after: dot)...])) != nil
    }

    /// What workers draw.
    public var product: FrameProduct {
        switch format {
        case .png: return .raster
        case .svg: return .vector(.svg)
        case .pdf: return .vector(.pdf)
        }
    }

    /// PNG encoding on the workers (one thread each when several render at once, every core for a
    /// lone frame); vector documents pass through.
    public func makeEncoder(threads: Int) -> ImageSequenceEncoder {
        ImageSequenceEncoder(png: PNGEncoder(threadCount: threads > 1 ? 1 : ProcessInfo.processInfo.activeProcessorCount))
    }

    /// Creates the folder and looks for frame files of earlier renders.
    public mutating func open() throws {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: directory.path, reason: .system(
                operation: "creating the folder", code: 0, message: (error as NSError).localizedFailureReason ?? error.localizedDescription))
        }
        let mine = Set(frames.map { Self.fileName(forFrame: $0, format: format) })
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        staleFrames = existing.filter { Self.isFrameFileName($0) && !mine.contains($0) }.sorted()
        if clean {
            for name in staleFrames {
                let path = directory.appendingPathComponent(name).path
                if unlink(path) != 0 {
                    throw AtomicFile.error(operation: "removing \(path)", path: path, directory: directory.path)
                }
            }
        }
    }

    /// Writes one frame file (the record first, before the first frame: a render that writes no
    /// frame leaves no record).
    public mutating func write(_ payload: [UInt8], frame: Int) throws {
        if let record, !recordWritten {
            try record.write(into: directory)
            recordWritten = true
        }
        let file = directory.appendingPathComponent(Self.fileName(forFrame: frame, format: format))
        try AtomicFile.write(payload, to: file)
        lastFile = file
        written += 1
        bytes += Int64(payload.count)
    }

    /// The folder (or the file, when there is one), the number of files and their size.
    public mutating func finish() throws -> SinkOutput {
        if written == 1, let lastFile { return SinkOutput(url: lastFile, files: 1, bytes: bytes) }
        return SinkOutput(url: directory.appendingPathComponent("", isDirectory: true), files: written, bytes: bytes)
    }

    /// Keeps the frames already written (each is whole) and their record; removes the record
    /// when no frame was written.
    public mutating func abort() {
        if recordWritten, written == 0 {
            unlink(directory.appendingPathComponent(RenderRecord.fileName).path)
            recordWritten = false
        }
    }

    /// No process outside this one encodes.
    public var externalCPUSeconds: Double { 0 }

    /// How many frames were written so far.
    public var framesWritten: Int { written }
}

/// Encodes frames for `ImageSequenceSink`: PNG for pixels, vector documents as they are.
public struct ImageSequenceEncoder: FrameEncoding {
    /// The PNG encoder.
    public var png: PNGEncoder

    /// The bytes of the frame's file.
    public func encode(_ frame: RenderedFrame) throws -> [UInt8] {
        switch frame {
        case .raster(let image):
            guard image.width > 0, image.height > 0 else {
                throw FileWriteError(path: "", reason: .emptyImage(width: image.width, height: image.height))
            }
            return png.encode(image)
        case .vector(let bytes):
            return bytes
        }
    }
}
