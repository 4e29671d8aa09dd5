import Foundation
import Reel
import ReelSystem
import ReelExport
import Testing
@testable import ReelCairo

/// The image store: each file decoded once whatever names or hard links lead to it, a budget on
/// the pixels decoded in all, headers checked before anything is decoded, only regular files, and
/// for a scene file nothing outside its folders.
@Suite struct ImageStoreTests {
    /// A new folder holding `dot.png` (4 × 4), a hard link `link.png` to it, a copy `copy.png`,
    /// `wide.png` (a header declaring 20000 × 20000 pixels, no data), `big.png` (a header
    /// declaring 9000 × 9000), a FIFO `fifo.png`, and `out.png`, a link to a PNG outside.
    static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reel-store-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("scene")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dot = RasterImage(width: 4, height: 4, fill: 0xFFFF_0000)
        try PNGWriter.write(dot, to: folder.appendingPathComponent("dot.png"))
        try PNGWriter.write(dot, to: folder.appendingPathComponent("copy.png"))
        try PNGWriter.write(dot, to: root.appendingPathComponent("outside.png"))
        try FileManager.default.linkItem(at: folder.appendingPathComponent("dot.png"), to: folder.appendingPathComponent("link.png"))
        try Data(header(width: 20_000, height: 20_000)).write(to: folder.appendingPathComponent("wide.png"))
        try Data(header(width: 9_000, height: 9_000)).write(to: folder.appendingPathComponent("big.png"))
        #expect(mkfifo(folder.appendingPathComponent("fifo.png").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out.png").path,
                                                   withDestinationPath: root.appendingPathComponent("outside.png").path)
        return folder
    }

    /// The signature and image header of a PNG of `width` × `height` pixels, and nothing more.
    static func header(width: Int, height: Int) -> [UInt8] {
        func bigEndian(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        return PNGHeader.signature + bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    }

    /// The message of the error loading `name` from `store`.
    func failure(_ store: CairoImageStore, _ name: String) -> String? {
        do {
            _ = try store.loadImage(named: name)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func hardLinksAreDecodedOnce() throws {
        let folder = try Self.folder()
        let store = CairoImageStore(root: folder)
        let dot = try store.loadImage(named: "dot.png")
        #expect(try store.loadImage(named: "link.png") == dot)
        #expect(try store.loadImage(named: "./dot.png") == dot)
        #expect(store.decodedFileCount == 1)
        #expect(try store.loadImage(named: "copy.png") != dot)
        #expect(store.decodedFileCount == 2)
    }

    @Test func decodedPixelsStayWithinTheBudget() throws {
        let folder = try Self.folder()
        let store = CairoImageStore(root: folder, pixelBudget: 20)
        #expect(try store.loadImage(named: "dot.png").pixelWidth == 4)
        #expect(try store.loadImage(named: "link.png").pixelWidth == 4)
        let path = folder.appendingPathComponent("copy.png").standardizedFileURL.path
        #expect(failure(store, "copy.png") == "cannot load image \(path): its 4 x 4 pixels would bring the images decoded for this render to 32 pixels, more than the limit of 20")
        #expect(store.decodedFileCount == 1)
    }

    @Test func headersDeclaringHugeImagesAreRefusedBeforeDecoding() throws {
        let folder = try Self.folder()
        let store = CairoImageStore(root: folder)
        let wide = folder.appendingPathComponent("wide.png").standardizedFileURL.path
        #expect(failure(store, "wide.png") == "cannot load image \(wide): the image is 20000 x 20000 pixels; each side may be 1 to 16384")
        let big = folder.appendingPathComponent("big.png").standardizedFileURL.path
        #expect(failure(store, "big.png") == "cannot load image \(big): the image is 9000 x 9000 pixels (81000000); an image may have at most 67108864")
        #expect(store.decodedFileCount == 0)
        // Reading the size alone decodes nothing either.
        #expect(try PNGReader.size(path: wide) == (20_000, 20_000))
    }

    @Test func onlyRegularFilesAreRead() throws {
        let folder = try Self.folder()
        let store = CairoImageStore(root: folder)
        let fifo = folder.appendingPathComponent("fifo.png").standardizedFileURL.path
        #expect(failure(store, "fifo.png") == "cannot load image \(fifo): it is a FIFO, not a regular file")
        #expect(failure(store, "/dev/zero") == "cannot load image /dev/zero: it is a device, not a regular file")
        #expect(failure(store, "/tmp") == "cannot load image /tmp: it is a folder, not a regular file")
        #expect(throws: ImageLoadError.self) { try PNGReader.read(path: fifo) }
    }

    @Test func aConfinedStoreReadsNothingOutsideItsFolders() throws {
        let folder = try Self.folder()
        let real = FileSandbox.folderPath(folder.path)
        let confined = CairoImageStore(root: URL(fileURLWithPath: real), sandbox: FileSandbox(folders: [real]))
        #expect(try confined.loadImage(named: "dot.png").pixelWidth == 4)
        #expect(failure(confined, "out.png") == "cannot load image \(real)/out.png: it is outside the folders that may be read")
        #expect(failure(confined, "../outside.png") == "cannot load image \(real)/../outside.png: it is outside the folders that may be read")
        // A compiled scene's store follows the link.
        #expect(try CairoImageStore(root: folder).loadImage(named: "out.png").pixelWidth == 4)
    }
}
