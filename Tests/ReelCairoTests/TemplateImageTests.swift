import Foundation
import Reel
import ReelCairo
import ReelExport
import Testing

/// `Image.renderingMode(.template)` draws the image's alpha in the foreground style, as SwiftUI
/// tints a template image; `.original` draws its own pixels.
@Suite struct TemplateImageTests {
    /// A 4 × 2 PNG: left half opaque red, right half half-transparent blue.
    func makeImage() throws -> URL {
        var image = RasterImage(width: 4, height: 2)
        for y in 0..<2 {
            for x in 0..<4 { image[x, y] = x < 2 ? 0xFFFF_0000 : 0x8000_0080 }
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reel-template-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("tile.png")
        try PNGWriter.write(image, to: url)
        return url
    }

    @Test func templateFillsTheAlphaWithTheForegroundStyle() throws {
        let url = try makeImage()
        let view = Image(url.path).renderingMode(.template).resizable().interpolation(.none)
            .frame(width: 40, height: 20).foregroundStyle(Color(red: 0, green: 1, blue: 0)).position(x: 20, y: 10)
        let image = try render(view, width: 40, height: 40)
        #expect(RGBA(image, 5, 5) == RGBA(0, 255, 0, 255))
        #expect(RGBA(image, 35, 15) == RGBA(0, 255, 0, 128))
        #expect(RGBA(image, 20, 25).a == 0)
    }

    @Test func originalAndNoModeDrawThePixels() throws {
        let url = try makeImage()
        for mode in [Image.TemplateRenderingMode.original, nil] {
            let view = Image(url.path).renderingMode(mode).resizable().interpolation(.none)
                .frame(width: 40, height: 20).foregroundStyle(Color.green).position(x: 20, y: 10)
            let image = try render(view, width: 40, height: 40)
            #expect(RGBA(image, 5, 5) == RGBA(255, 0, 0, 255))
            #expect(RGBA(image, 35, 15) == RGBA(0, 0, 255, 128))
        }
    }

    @Test func aFadedTemplateFadesOnce() throws {
        let url = try makeImage()
        let view = Image(url.path).renderingMode(.template).resizable().interpolation(.none)
            .frame(width: 40, height: 20).foregroundStyle(Color(red: 0, green: 1, blue: 0)).opacity(0.5).position(x: 20, y: 10)
        let image = try render(view, width: 40, height: 40)
        #expect(RGBA(image, 5, 5).distance(to: RGBA(0, 255, 0, 128)) <= 1)
    }
}
