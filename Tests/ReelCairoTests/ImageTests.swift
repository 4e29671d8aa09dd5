import Foundation
import Reel
import ReelCairo
import ReelExport
import Testing

@Suite struct ImageTests {
    /// A 4 × 2 PNG: left half red, right half semi-transparent blue.
    func makeImage() throws -> URL {
        var image = RasterImage(width: 4, height: 2)
        for y in 0..<2 {
            for x in 0..<4 { image[x, y] = x < 2 ? 0xFFFF_0000 : 0x8000_0080 }
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reel-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("tile.png")
        try PNGWriter.write(image, to: url)
        return url
    }

    @Test func imageTakesItsNaturalSizeAndDrawsItsPixels() throws {
        let url = try makeImage()
        let view = Image(url.path).position(x: 2, y: 1)
        let image = try render(view, width: 10, height: 10)
        #expect(RGBA(image, 0, 0) == RGBA(255, 0, 0, 255))
        #expect(RGBA(image, 3, 1) == RGBA(0, 0, 255, 128))
        #expect(RGBA(image, 4, 0).a == 0 && RGBA(image, 0, 2).a == 0)
    }

    @Test func resizableImageTakesTheProposal() throws {
        let url = try makeImage()
        let view = Image(url.path).resizable().interpolation(.none).frame(width: 40, height: 20).position(x: 20, y: 10)
        let image = try render(view, width: 40, height: 40)
        #expect(RGBA(image, 5, 5) == RGBA(255, 0, 0, 255))
        #expect(RGBA(image, 35, 15) == RGBA(0, 0, 255, 128))
        #expect(RGBA(image, 20, 25).a == 0)
    }

    @Test func relativeNamesResolveInTheResourceFolder() throws {
        let url = try makeImage()
        let renderer = FrameRenderer(resourceRoot: url.deletingLastPathComponent())
        let image = try renderer.render(Image("tile.png"), size: CGSize(width: 4, height: 2))
        #expect(RGBA(image, 0, 0) == RGBA(255, 0, 0, 255))
    }

    @Test func damagedImageIsAnErrorNamingTheFile() throws {
        let good = try Data(contentsOf: try makeImage())
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-cut-\(UUID().uuidString).png")
        try good.prefix(40).write(to: url)
        #expect {
            _ = try render(Image(url.path), width: 10, height: 10)
        } throws: { error in
            "\(error)".contains(url.path) && "\(error)".contains("damaged")
        }
    }

    @Test func missingImageIsAnErrorNamingTheView() throws {
        #expect {
            _ = try render(Image("/no/such/picture.png"), width: 10, height: 10)
        } throws: { error in
            "\(error)".contains("Image(\"/no/such/picture.png\")") && "\(error)".contains("no such file")
        }
    }

    @Test func unreadableImageIsAnErrorNamingTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bad-\(UUID().uuidString).png")
        try Data("not a png".utf8).write(to: url)
        #expect {
            _ = try render(Image(url.path), width: 10, height: 10)
        } throws: { error in
            "\(error)".contains(url.path) && "\(error)".contains("not a PNG file")
        }
    }
}
