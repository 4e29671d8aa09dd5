import Foundation
import Reel
import ReelSystem
import ReelCairo
import ReelExport
import Testing
@testable import ReelScript

/// What a scene file's `Image(…)` may read, and the positioned errors for everything a render
/// would fail on: links out of the folder (the same message whatever exists outside), files that
/// are not regular, missing or not PNG, images too large, damaged data.
@Suite struct ImageSandboxTests {
    /// A scene folder with `dot.png` (6 × 4), links and odd files, beside `outside/`:
    ///
    ///     scene/dot.png, scene/inside.png → dot.png, scene/up.png → ../outside/dot.png,
    ///     scene/outdir → ../outside, scene/root → /, scene/fifo.png (a FIFO), scene/folder.png/,
    ///     scene/text.png (not a PNG), scene/wide.png (a header of 20000 × 20000), scene/cut.png
    ///     (the first 60 bytes of dot.png), outside/dot.png, alias → outside
    static func folder() throws -> (scene: URL, outside: URL, alias: URL) {
        let base = URL(fileURLWithPath: FileSandbox.folderPath(NSTemporaryDirectory())).appendingPathComponent("reel-sandbox-\(UUID().uuidString)")
        let scene = base.appendingPathComponent("scene"), outside = base.appendingPathComponent("outside")
        let manager = FileManager.default
        try manager.createDirectory(at: scene.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        var dot = RasterImage(width: 6, height: 4, fill: 0xFFFF_0000)
        for y in 0..<4 { for x in 3..<6 { dot[x, y] = 0xFF00_00FF } }
        let png = PNGEncoder.encode(dot)
        try Data(png).write(to: scene.appendingPathComponent("dot.png"))
        try Data(png).write(to: outside.appendingPathComponent("dot.png"))
        try Data(png.prefix(60)).write(to: scene.appendingPathComponent("cut.png"))
        try Data("not a picture".utf8).write(to: scene.appendingPathComponent("text.png"))
        func bigEndian(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        try Data(PNGHeader.signature + bigEndian(13) + Array("IHDR".utf8) + bigEndian(20_000) + bigEndian(20_000) + [8, 6, 0, 0, 0])
            .write(to: scene.appendingPathComponent("wide.png"))
        for (name, target) in ["inside.png": "dot.png", "up.png": "../outside/dot.png", "outdir": "../outside", "root": "/"] {
            try manager.createSymbolicLink(atPath: scene.appendingPathComponent(name).path, withDestinationPath: target)
        }
        #expect(mkfifo(scene.appendingPathComponent("fifo.png").path, 0o600) == 0)
        let alias = base.appendingPathComponent("alias")
        try manager.createSymbolicLink(atPath: alias.path, withDestinationPath: outside.path)
        return (scene, outside, alias)
    }

    /// A scene file whose body is `Image(name)`.
    static func scene(_ name: String) -> String {
        """
        import Reel

        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 20, height: 20)
            var body: some View {
                Image("\(name)")
            }
        }
        """
    }

    /// The errors `reel validate` gives for `Image(name)` in a scene file in `folder`: evaluating
    /// every state, then drawing with a store confined to the scene's folders.
    static func errors(_ name: String, in folder: URL, allowed: [URL] = []) throws -> [String] {
        let access = ResourceAccess(root: folder, allowed: allowed)
        let file = try SceneFile(text: scene(name), fileName: "Probe.swift", access: access)
        let renderer = FrameRenderer(images: CairoImageStore(root: access.root, sandbox: access.sandbox))
        return file.validate(drawing: renderer.diagnostics) { scene, _ in _ = try? renderer.displayList(for: scene, frame: 0) }
            .map(\.description)
    }

    @Test func linksLeadingOutAreRefusedWithOneMessage() throws {
        let (scene, _, _) = try Self.folder()
        for name in ["up.png", "outdir/dot.png", "root/etc/passwd", "root/no/such/file.png", "root\(scene.path)/up.png"] {
            #expect(try Self.errors(name, in: scene) == [
                "Probe.swift:6:15: error: the image '\(name)' is reached through a symbolic link that leads outside the folders the scene may read; "
                    + "scene files read images under their own folder (allow another folder with --allow-path DIR)",
            ], "\(name)")
        }
    }

    @Test func linksInsideTheFolderAreRead() throws {
        let (scene, _, _) = try Self.folder()
        #expect(try Self.errors("inside.png", in: scene) == [])
        // Down from `/` through the folder's parents into the folder: only allowed places are passed.
        #expect(try Self.errors("root\(scene.path)/dot.png", in: scene) == [])
        let access = ResourceAccess(root: scene)
        let renderer = FrameRenderer(images: CairoImageStore(root: access.root, sandbox: access.sandbox))
        let viaLink = try renderer.render(try SceneFile(text: Self.scene("inside.png"), fileName: "Probe.swift", access: access).makeScene(), frame: 0)
        let direct = try renderer.render(try SceneFile(text: Self.scene("dot.png"), fileName: "Probe.swift", access: access).makeScene(), frame: 0)
        #expect(viaLink == direct)
        #expect(RGBA(viaLink, 7, 8) == RGBA(255, 0, 0, 255) && RGBA(viaLink, 12, 8) == RGBA(0, 0, 255, 255))
    }

    @Test func allowedFoldersAreReadByTheirRealPaths() throws {
        let (scene, outside, alias) = try Self.folder()
        // Given through a link, named through the link or by the real path: both read the file.
        #expect(try Self.errors(alias.path + "/dot.png", in: scene, allowed: [alias]) == [])
        #expect(try Self.errors(outside.path + "/dot.png", in: scene, allowed: [alias]) == [])
        #expect(try Self.errors(outside.path + "/dot.png", in: scene, allowed: [outside]) == [])
        // Not allowed: the folder through the link is outside like any other.
        #expect(try Self.errors(alias.path + "/dot.png", in: scene).first?.contains("is outside the scene's folder") == true)
    }

    @Test func filesThatCannotBeReadArePositionedErrors() throws {
        let (scene, _, _) = try Self.folder()
        let real = scene.path
        let cases = [
            "fifo.png": "cannot read the image 'fifo.png' (\(real)/fifo.png): it is a FIFO, not a regular file",
            "folder.png": "cannot read the image 'folder.png' (\(real)/folder.png): it is a folder, not a regular file",
            "missing.png": "cannot read the image 'missing.png' (\(real)/missing.png): no such file",
            "text.png": "cannot read the image 'text.png' (\(real)/text.png): not a PNG file (its first bytes are not the PNG signature)",
            "wide.png": "cannot read the image 'wide.png' (\(real)/wide.png): the image is 20000 x 20000 pixels; each side may be 1 to 16384",
        ]
        for (name, message) in cases {
            #expect(try Self.errors(name, in: scene) == ["Probe.swift:6:15: error: " + message], "\(name)")
        }
    }

    /// Damage past the header is found when the image is decoded, while drawing: `validate`
    /// reports it at the scene's `body`, as the render fails on it.
    @Test func damagedImagesFailValidation() throws {
        let (scene, _, _) = try Self.folder()
        #expect(try Self.errors("cut.png", in: scene) == [
            "Probe.swift:5:25: error: Image(\"cut.png\"): cannot load image \(scene.path)/cut.png: not a readable PNG file: the data is damaged or unsupported",
        ])
    }

    @Test func sceneFilesAreReadOnlyWhenRegularAndSmall() throws {
        let (scene, _, _) = try Self.folder()
        func loadError(_ path: String, allowed: [String] = []) -> String? {
            do {
                _ = try SceneFile.load(path: path, allowedPaths: allowed)
                return nil
            } catch {
                return "\(error)"
            }
        }
        let fifo = scene.appendingPathComponent("fifo.swift").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(loadError(fifo) == "\(fifo):1:1: error: cannot read the scene file: it is a FIFO, not a regular file")
        let large = scene.appendingPathComponent("Large.swift")
        let text = Self.scene("dot.png") + "\n" + String(repeating: "// padding\n", count: 100_000)
        try Data(text.utf8).write(to: large)
        #expect(loadError(large.path) == "\(large.path):1:1: error: the scene file is \(text.utf8.count) bytes, more than the limit of 1048576")
        let good = scene.appendingPathComponent("Good.swift")
        try Data(Self.scene("dot.png").utf8).write(to: good)
        #expect(loadError(good.path) == nil)
        #expect(loadError(good.path, allowed: [""]) == "\(good.path):1:1: error: an allowed folder is given as an empty path")
    }
}

/// Straight 0...255 components of a pixel.
private struct RGBA: Equatable {
    var r: Int, g: Int, b: Int, a: Int
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    init(_ image: RasterImage, _ x: Int, _ y: Int) {
        let p = image.rgba(x: x, y: y)
        self.init(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}
