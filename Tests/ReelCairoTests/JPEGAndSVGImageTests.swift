import Foundation
import Reel
import ReelSystem
import Testing
@testable import ReelCairo

/// JPEG, SVG and PDF images in the image store: decoded pixels (greyscale, CMYK, EXIF
/// orientation), vector sizes, rasterisation and drawing as vectors, and the positioned messages for damaged, malformed and oversized
/// files. The JPEG files are in Images/, made by scripts/make-corpus-assets.
@Suite struct JPEGAndSVGImageTests {
    /// Images/, next to this file.
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Images")

    /// A new folder holding copies of Images/ and the SVG files written here.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-jpeg-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["grey.jpg", "cmyk.jpg", "rotated.jpg", "truncated.jpg", "halves.pdf"] {
            try FileManager.default.copyItem(at: images.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let svgs = [
            // 10 x 6 points: left half red, right half blue.
            "halves.svg": ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="6"><rect width="5" height="6" fill="#FF0000"/><rect x="5" width="5" height="6" fill="#0000FF"/></svg>"##,
            // Sized by its viewBox alone.
            "boxed.svg": ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 4"><rect width="8" height="4" fill="#00FF00"/></svg>"##,
            "tangled.svg": ##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"></svg>"##,
            "sizeless.svg": ##"<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>"##,
            "plain.svg": "just some text",
        ]
        for (name, text) in svgs { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let pdf = try Data(contentsOf: images.appendingPathComponent("halves.pdf"))
        try pdf.prefix(200).write(to: folder.appendingPathComponent("cut.pdf"))
        try Data("%PDF-1.4\nnothing here\n%%EOF\n".utf8).write(to: folder.appendingPathComponent("hollow.pdf"))
        try Data("not a document".utf8).write(to: folder.appendingPathComponent("text.pdf"))
        // A JPEG signature then nothing, one byte past the limit (a sparse file).
        let huge = folder.appendingPathComponent("huge.jpg")
        try Data(JPEGHeader.signature).write(to: huge)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(RenderLimits.jpegFileBytes + 1))
        try handle.close()
        return folder
    }

    /// The decoded pixels of the image `name` at `scale`.
    static func pixels(_ store: CairoImageStore, _ name: String, scale: Double = 1) throws -> (ImageResource, RasterImage) {
        let image = try store.loadImage(named: name, scale: scale, colorScheme: .light)
        let surface = try #require(store.surface(for: image))
        return (image, try PNGReader.rasterImage(of: surface.surface.handle, path: name))
    }

    /// The message of the error loading `name`.
    static func failure(_ store: CairoImageStore, _ name: String) -> String? {
        do {
            _ = try store.loadImage(named: name, scale: 2, colorScheme: .light)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func greyscaleJPEGsAreDrawnGrey() throws {
        let (image, pixels) = try Self.pixels(CairoImageStore(root: try Self.folder()), "grey.jpg")
        #expect(image.pixelWidth == 16 && image.pixelHeight == 16 && image.scale == 1)
        #expect(RGBA(pixels, 8, 8) == RGBA(128, 128, 128, 255))
    }

    /// Pillow writes CMYK with Adobe's marker and inverted values; full cyan is sRGB 0, 255, 255
    /// by the naive conversion.
    @Test func cmykJPEGsAreConverted() throws {
        let (_, pixels) = try Self.pixels(CairoImageStore(root: try Self.folder()), "cmyk.jpg")
        #expect(RGBA(pixels, 8, 8) == RGBA(0, 255, 255, 255))
    }

    /// Stored 16 x 8 (left red, right blue) with orientation 6 (turn a quarter clockwise to show):
    /// shown 8 x 16, red above blue.
    @Test func exifOrientationTurnsTheImageUpright() throws {
        let (image, pixels) = try Self.pixels(CairoImageStore(root: try Self.folder()), "rotated.jpg")
        #expect(image.pixelWidth == 8 && image.pixelHeight == 16)
        let top = RGBA(pixels, 4, 3), bottom = RGBA(pixels, 4, 12)
        #expect(top.r > 200 && top.b < 40, "\(top)")
        #expect(bottom.b > 200 && bottom.r < 40, "\(bottom)")
    }

    @Test func badFilesGiveMessagesNamingThem() throws {
        let folder = try Self.folder()
        let store = CairoImageStore(root: folder)
        let path = folder.standardizedFileURL.path
        #expect(Self.failure(store, "truncated.jpg")
                == "cannot load image \(path)/truncated.jpg: not a readable JPEG file: the data ends before the end-of-image marker (the file is truncated)")
        #expect(Self.failure(store, "huge.jpg")
                == "cannot load image \(path)/huge.jpg: the JPEG file is 67108865 bytes, more than the limit of 67108864")
        #expect(Self.failure(store, "tangled.svg")
                == "cannot load image \(path)/tangled.svg: not a readable SVG file: XML parse error: line 1 column 95 of data: Premature end of data in tag svg line 1")
        #expect(Self.failure(store, "sizeless.svg")
                == "cannot load image \(path)/sizeless.svg: the SVG image has no size: give its <svg> element a width and a height, or a viewBox")
        #expect(Self.failure(store, "plain.svg") == "cannot load image \(path)/plain.svg: not an SVG file (it has no <svg> element)")
        #expect(Self.failure(store, "cut.pdf")
                == "cannot load image \(path)/cut.pdf: not a readable PDF file: it has no %%EOF marker at its end (the file is truncated)")
        #expect(Self.failure(store, "text.pdf") == "cannot load image \(path)/text.pdf: not a PDF file (its first bytes are not %PDF-)")
        #expect(Self.failure(store, "hollow.pdf") == "cannot load image \(path)/hollow.pdf: not a readable PDF file: PDF document is damaged")
        #expect(store.decodedFileCount == 0)
    }

    /// A PDF file's first page, 10 x 6 points, rasterised at 3x: 30 x 18 pixels, its halves
    /// meeting at pixel 15.
    @Test func pdfFilesAreRasterisedAtTheDisplayScale() throws {
        let store = CairoImageStore(root: try Self.folder())
        let (image, pixels) = try Self.pixels(store, "halves.pdf", scale: 3)
        #expect(image.pixelWidth == 30 && image.pixelHeight == 18 && image.scale == 3 && image.pointSize == CGSize(width: 10, height: 6))
        #expect(RGBA(pixels, 14, 9) == RGBA(255, 0, 0, 255) && RGBA(pixels, 15, 9) == RGBA(0, 0, 255, 255))
    }

    /// An SVG file is rasterised at its natural size times the display scale, and is that many
    /// points: 10 x 6 points at 3x is 30 x 18 pixels of scale 3.
    @Test func svgFilesAreRasterisedAtTheDisplayScale() throws {
        let store = CairoImageStore(root: try Self.folder())
        let (image, pixels) = try Self.pixels(store, "halves.svg", scale: 3)
        #expect(image.pixelWidth == 30 && image.pixelHeight == 18 && image.scale == 3)
        #expect(image.pointSize == CGSize(width: 10, height: 6))
        #expect(RGBA(pixels, 7, 9) == RGBA(255, 0, 0, 255) && RGBA(pixels, 22, 9) == RGBA(0, 0, 255, 255))
        let (boxed, _) = try Self.pixels(store, "boxed.svg", scale: 2)
        #expect(boxed.pointSize == CGSize(width: 8, height: 4) && boxed.pixelWidth == 16)
        // Each scale is its own raster; the document is parsed once.
        let (again, _) = try Self.pixels(store, "halves.svg", scale: 1)
        #expect(again.pixelWidth == 10 && again.path != image.path)
    }

    /// Drawn at 3x in a 10 x 6 frame, the SVG's halves meet at x = 15 pixels.
    @Test func svgImagesDrawInScenes() throws {
        let folder = try Self.folder()
        let renderer = FrameRenderer(resourceRoot: folder)
        let image = try renderer.render(Image("halves.svg"), size: CGSize(width: 10, height: 6), scale: 3)
        #expect(image.width == 30 && RGBA(image, 14, 9) == RGBA(255, 0, 0, 255) && RGBA(image, 15, 9) == RGBA(0, 0, 255, 255))
        let photo = try renderer.render(Image("grey.jpg"), size: CGSize(width: 16, height: 16), scale: 1)
        #expect(RGBA(photo, 3, 3) == RGBA(128, 128, 128, 255))
    }

    /// An image set's SVG (and PDF) drawn ten times its natural size: with preserved vector data the
    /// halves meet sharply at x = 50 (pixel 49 red, pixel 50 blue); without it the 10 x 6 raster
    /// is scaled up and the pixels at the seam are blends. The same SVG, the same frame.
    @Test func preservedVectorDataDrawsAtTheDrawnSize() throws {
        let folder = try Self.folder()
        for kind in ["svg", "pdf"] {
            let file = try Data(contentsOf: folder.appendingPathComponent("halves.\(kind)"))
            for (set, preserves) in [("Sharp", true), ("Soft", false)] {
                let setFolder = folder.appendingPathComponent("Assets.xcassets/\(set)-\(kind).imageset")
                try FileManager.default.createDirectory(at: setFolder, withIntermediateDirectories: true)
                try file.write(to: setFolder.appendingPathComponent("halves.\(kind)"))
                try Data(#"{"images": [{"filename": "halves.\#(kind)", "idiom": "universal"}], "properties": {"preserves-vector-representation": \#(preserves)}}"#.utf8)
                    .write(to: setFolder.appendingPathComponent("Contents.json"))
            }
        }
        let renderer = FrameRenderer(resourceRoot: folder)
        let size = CGSize(width: 100, height: 60)
        for kind in ["svg", "pdf"] {
            let sharp = try renderer.render(Image("Sharp-\(kind)").resizable().frame(width: 100, height: 60), size: size, scale: 1)
            #expect(RGBA(sharp, 49, 30) == RGBA(255, 0, 0, 255) && RGBA(sharp, 50, 30) == RGBA(0, 0, 255, 255), "\(kind)")
            #expect(RGBA(sharp, 0, 0) == RGBA(255, 0, 0, 255) && RGBA(sharp, 99, 59) == RGBA(0, 0, 255, 255), "\(kind)")
            let soft = try renderer.render(Image("Soft-\(kind)").resizable().frame(width: 100, height: 60), size: size, scale: 1)
            #expect(RGBA(soft, 49, 30) != RGBA(255, 0, 0, 255) && RGBA(soft, 50, 30) != RGBA(0, 0, 255, 255), "\(kind)")
            #expect(RGBA(soft, 20, 30) == RGBA(255, 0, 0, 255) && RGBA(soft, 80, 30) == RGBA(0, 0, 255, 255), "\(kind)")
        }
    }
}
