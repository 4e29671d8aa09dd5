import Foundation
import Reel
import Testing
import ReelSystem
@testable import ReelExport

@Suite("PNG writer")
struct PNGWriterTests {
    @Test("writes the encoder's bytes and leaves no temporary file")
    func writesAtomically() throws {
        let directory = try PNGTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = PNGTestSupport.image(width: 33, height: 17, opaque: false)
        let url = directory.appendingPathComponent("frame-00000.png")
        try PNGWriter.write(image, to: url)
        #expect(try [UInt8](Data(contentsOf: url)) == PNGEncoder.encode(image))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame-00000.png"])
        #expect(try PNGTestSupport.decodeWithFFmpeg([UInt8](Data(contentsOf: url)))
                == PNGTestSupport.expectedRGBA(image))
    }

    @Test("replaces an existing file")
    func replaces() throws {
        let directory = try PNGTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("frame.png")
        try Data("old contents".utf8).write(to: url)
        let image = PNGTestSupport.image(width: 5, height: 5, opaque: true)
        try PNGWriter(encoder: PNGEncoder(filter: .up, threadCount: 1)).write(image, to: url)
        #expect(try [UInt8](Data(contentsOf: url)) == PNGEncoder(filter: .up).encode(image))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.png"])
    }

    @Test("a missing directory fails with an error naming the path")
    func missingDirectory() throws {
        let directory = try PNGTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("missing/frame.png")
        let error = #expect(throws: FileWriteError.self) {
            try PNGWriter.write(RasterImage(width: 2, height: 2), to: url)
        }
        #expect(error?.reason == .directoryMissing(directory: directory.appendingPathComponent("missing").path))
        #expect(error?.description == "cannot write \(url.path): directory \(directory.path)/missing does not exist")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("missing").path))
    }

    @Test("a file where the directory should be fails clearly")
    func notADirectory() throws {
        let directory = try PNGTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("plain")
        try Data().write(to: file)
        let url = file.appendingPathComponent("frame.png")
        let error = #expect(throws: FileWriteError.self) {
            try PNGWriter.write(RasterImage(width: 1, height: 1), to: url)
        }
        #expect(error?.reason == .notADirectory(directory: file.path))
        #expect(error?.description.contains(url.path) == true)
    }

    @Test("a destination that is a directory fails, and the temporary file is removed")
    func destinationIsDirectory() throws {
        let directory = try PNGTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("inside"), withIntermediateDirectories: false)
        let error = #expect(throws: FileWriteError.self) {
            try PNGWriter.write(RasterImage(width: 1, height: 1, fill: 0xFF00_0000), to: url)
        }
        #expect(error?.description.hasPrefix("cannot write \(url.path): ") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken"])
    }

    @Test("an empty image is an error, not a crash")
    func emptyImage() throws {
        let directory = try PNGTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("empty.png")
        let error = #expect(throws: FileWriteError.self) {
            try PNGWriter.write(RasterImage(width: 0, height: 4), to: url)
        }
        #expect(error?.reason == .emptyImage(width: 0, height: 4))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("AtomicFile writes bytes, durably when asked")
    func atomicFile() throws {
        let directory = try PNGTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("data.bin")
        let bytes = (0..<100_000).map { UInt8($0 % 253) }
        try AtomicFile.write(bytes, to: url, durable: true)
        #expect(try [UInt8](Data(contentsOf: url)) == bytes)
        try AtomicFile.write([], to: url)
        #expect(try Data(contentsOf: url).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["data.bin"])
    }
    /// Writing into an open folder (as goldens and report images are written): the file lands in
    /// the folder that was opened even when a link out has replaced it since, no temporary is
    /// left, and a link or a folder under the file's name is refused.
    @Test("a PNG written into an open folder never goes through a link swapped in for it")
    func writesIntoTheOpenFolder() throws {
        let directory = try PNGTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = FileSandbox.folderPath(directory.path)
        let outside = root + "/outside", kept = root + "/kept"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let folder = try FileSandbox.openFolderForWriting(kept + "/Scene", inside: kept, create: true)
        #expect(rename(kept + "/Scene", root + "/moved") == 0)
        try FileManager.default.createSymbolicLink(atPath: kept + "/Scene", withDestinationPath: outside)
        let image = PNGTestSupport.image(width: 5, height: 3, opaque: true)
        try PNGWriter().write(image, named: "frame-00000.png", in: folder)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/moved/frame-00000.png"))) == PNGEncoder.encode(image))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/moved") == ["frame-00000.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        try FileManager.default.createSymbolicLink(atPath: root + "/moved/linked.png", withDestinationPath: outside + "/x")
        let error = #expect(throws: FileWriteError.self) { try AtomicFile.write([1], named: "linked.png", in: folder) }
        #expect(error?.reason == .notARegularFile(kind: "a symbolic link"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }
}
