import Foundation
import Reel
import ReelSystem
import ReelCairo
import Testing
@testable import ReelScript

/// A scene file's JPEG and SVG images, in image sets and as loose files: checked when `Image(…)`
/// is evaluated (a truncated JPEG, a file past the size limits, a file that is not an SVG
/// document), or when drawn (SVG markup librsvg cannot parse, reported at the preview), each a
/// positioned error naming the file.
@Suite struct ImageFormatCheckTests {
    /// The test images of ReelCairoTests (made by scripts/make-corpus-assets).
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../ReelCairoTests/Images").standardizedFileURL

    /// A scene folder: grey.jpg, torn.jpg (truncated), tangled.svg (unclosed tags), plain.svg
    /// (text), huge.jpg (one byte past the JPEG limit), and Assets.xcassets with Grey (grey.jpg at
    /// 1x), Torn (torn.jpg at 2x) and Tangled (tangled.svg, vector data preserved).
    static func folder() throws -> URL {
        let folder = URL(fileURLWithPath: FileSandbox.folderPath(NSTemporaryDirectory())).appendingPathComponent("reel-formats-\(UUID().uuidString)")
        let manager = FileManager.default
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        try manager.createDirectory(at: catalog, withIntermediateDirectories: true)
        let grey = try Data(contentsOf: images.appendingPathComponent("grey.jpg"))
        let torn = try Data(contentsOf: images.appendingPathComponent("truncated.jpg"))
        let tangled = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"></svg>"#.utf8)
        try grey.write(to: folder.appendingPathComponent("grey.jpg"))
        try torn.write(to: folder.appendingPathComponent("torn.jpg"))
        try tangled.write(to: folder.appendingPathComponent("tangled.svg"))
        try Data("plain text".utf8).write(to: folder.appendingPathComponent("plain.svg"))
        try Data(JPEGHeader.signature).write(to: folder.appendingPathComponent("huge.jpg"))
        let handle = try FileHandle(forWritingTo: folder.appendingPathComponent("huge.jpg"))
        try handle.truncate(atOffset: UInt64(RenderLimits.jpegFileBytes + 1))
        try handle.close()
        for (set, file, data, properties) in [("Grey", "grey.jpg", grey, ""), ("Torn", "torn.jpg", torn, ""),
                                              ("Tangled", "tangled.svg", tangled, #", "properties": {"preserves-vector-representation": true}"#)] {
            let setFolder = catalog.appendingPathComponent(set + ".imageset")
            try manager.createDirectory(at: setFolder, withIntermediateDirectories: true)
            try data.write(to: setFolder.appendingPathComponent(file))
            let scale = file.hasSuffix(".svg") ? "" : #", "scale": "\#(set == "Torn" ? 2 : 1)x""#
            try Data(#"{"images": [{"filename": "\#(file)", "idiom": "universal"\#(scale)}]\#(properties)}"#.utf8)
                .write(to: setFolder.appendingPathComponent("Contents.json"))
        }
        return folder
    }

    /// A view file whose view shows `Image(name)`, previewed.
    static func file(_ name: String) -> String {
        """
        import SwiftUI

        struct Probe: View {
            var body: some View {
                Image("\(name)")
            }
        }

        #Preview {
            Probe()
        }
        """
    }

    /// The errors validation gives for the file showing `Image(name)`, drawing with a store
    /// confined to the folder.
    static func errors(_ name: String, in folder: URL) throws -> [String] {
        let access = ResourceAccess(root: folder)
        let file = try SceneFile(text: file(name), fileName: "Probe.swift", access: access)
        let renderer = FrameRenderer(images: CairoImageStore(root: access.root, sandbox: access.sandbox))
        return file.validate(drawing: renderer.diagnostics) { scene, _ in _ = try? renderer.displayList(for: scene, frame: 0) }
            .map(\.description)
    }

    @Test func goodJPEGAndSVGImagesValidate() throws {
        let folder = try Self.folder()
        #expect(try Self.errors("grey.jpg", in: folder) == [])
        #expect(try Self.errors("Grey", in: folder) == [])
    }

    @Test func badFilesArePositionedErrorsNamingThem() throws {
        let folder = try Self.folder()
        let real = folder.path
        let at = "Probe.swift:5:15: error: "
        #expect(try Self.errors("torn.jpg", in: folder) == [at + "cannot read the image 'torn.jpg' (\(real)/torn.jpg): not a readable JPEG file: the data ends before the end-of-image marker (the file is truncated)"])
        #expect(try Self.errors("Torn", in: folder) == [at + "the image set 'Torn' cannot be drawn: Assets.xcassets/Torn.imageset/torn.jpg: not a readable JPEG file: the data ends before the end-of-image marker (the file is truncated)"])
        #expect(try Self.errors("huge.jpg", in: folder) == [at + "cannot read the image 'huge.jpg' (\(real)/huge.jpg): the JPEG file is 67108865 bytes, more than the limit of 67108864"])
        #expect(try Self.errors("plain.svg", in: folder) == [at + "cannot read the image 'plain.svg' (\(real)/plain.svg): not an SVG file (it has no <svg> element)"])
    }

    /// Markup librsvg cannot parse is found when the image is drawn, and reported at the preview.
    @Test func malformedSVGIsReportedAtThePreview() throws {
        let folder = try Self.folder()
        let parse = "not a readable SVG file: XML parse error: line 1 column 95 of data: Premature end of data in tag svg line 1"
        #expect(try Self.errors("tangled.svg", in: folder) == ["Probe.swift:9:1: error: Image(\"tangled.svg\"): cannot load image \(folder.path)/tangled.svg: \(parse)"])
        #expect(try Self.errors("Tangled", in: folder) == ["Probe.swift:9:1: error: Image(\"Tangled\"): cannot load image \(folder.path)/Assets.xcassets/Tangled.imageset/tangled.svg: \(parse)"])
    }
}
