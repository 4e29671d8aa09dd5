import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelSystem
import Testing

/// A scene file in a module with a font file draws its text in that font, by family and
/// PostScript name, in every form of `Font.custom`; its compiled twin draws the same pixels.
/// (The font is Wine's Tahoma from Debian's fonts-wine, outside fontconfig's folders: see
/// ReelCairoTests' ModuleFontsTests.)
@Suite struct ModuleFontSceneTests {
    /// A module folder (four levels under the temporary folder) holding Tahoma in `Fonts/`.
    static func module() throws -> URL {
        let folder = URL(fileURLWithPath: FileSandbox.folderPath(NSTemporaryDirectory()))
            .appendingPathComponent("reel-tests/fonts/\(UUID().uuidString)/module")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        for name in ["tahoma.ttf", "tahomabd.ttf"] {
            let source = "/usr/share/wine/fonts/" + name
            try #require(FileManager.default.fileExists(atPath: source), "\(source) is missing: run scripts/setup (Debian's fonts-wine)")
            try FileManager.default.copyItem(atPath: source, toPath: folder.appendingPathComponent("Fonts/" + name).path)
        }
        return folder
    }

    @Test func aSceneFileDrawsTheModulesFontLikeItsCompiledTwin() throws {
        let module = try Self.module()
        let text = try EmbeddedScene.text("FontBoard", in: #filePath)
        let file = try SceneFile(text: text, fileName: module.appendingPathComponent("FontBoard.swift").path, access: ResourceAccess(root: module))
        #expect(file.validate().map(\.description) == [])
        let interpretedRenderer = FrameRenderer(resourceRoot: file.access.root)
        let interpreted = try interpretedRenderer.render(try file.makeScene(), frame: 0)
        let compiled = try FrameRenderer(resourceRoot: module).render(FontBoard(), frame: 0)
        FrameParity.expectSame(compiled, interpreted, frame: 0, of: "FontBoard")
        #expect(interpretedRenderer.diagnostics.diagnostics.isEmpty, "\(interpretedRenderer.diagnostics.diagnostics)")
        // The same scene where the module has no fonts falls back to DejaVu Sans: other pixels.
        let bare = URL(fileURLWithPath: FileSandbox.folderPath(NSTemporaryDirectory())).appendingPathComponent("reel-tests/fonts/\(UUID().uuidString)/bare")
        try FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
        let fallbackRenderer = FrameRenderer(resourceRoot: bare)
        let fallback = try fallbackRenderer.render(FontBoard(), frame: 0)
        #expect(fallback != compiled)
        #expect(fallbackRenderer.diagnostics.diagnostics.count == 3)   // Tahoma, WineTahomaBold, WineTahoma
    }
}

// ── scene FontBoard
struct FontBoard: AnimatedScene {
    var format = SceneFormat(width: 240, height: 120)

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Tahoma 20").font(.custom("Tahoma", size: 20))
            Text("relative").font(.custom("Tahoma", size: 20, relativeTo: .body))
            Text("fixed").font(.custom("WineTahomaBold", fixedSize: 18))
            Text("PostScript").font(Font.custom("WineTahoma", size: 16))
        }
        .foregroundStyle(Color.black)
    }
}
// ── end FontBoard
