import Foundation
import Reel
import ReelCairo
import ReelSystem
import Testing

/// Font files in a module: drawn by family or PostScript name, only by the renderers of that
/// module, the same on every thread; a name found nowhere falls back to the default family with
/// a warning naming the module's fonts.
///
/// The font is Wine's Tahoma (Debian's fonts-wine, which `scripts/setup` installs): it lives in
/// /usr/share/wine/fonts, a folder fontconfig does not search, so the system has no family of
/// that name and what draws it can only be the copy in the test's module folder.
@Suite struct ModuleFontsTests {
    /// The Debian font files copied into test modules.
    static let tahoma = "/usr/share/wine/fonts/tahoma.ttf"
    static let tahomaBold = "/usr/share/wine/fonts/tahomabd.ttf"

    /// A new module folder under the temporary folder, deep enough (four levels) that a renderer
    /// whose resource root is the temporary folder itself never finds its fonts; with the Tahoma
    /// files in `Fonts/` when `withFonts`.
    static func module(withFonts: Bool) throws -> URL {
        let folder = URL(fileURLWithPath: FileSandbox.folderPath(NSTemporaryDirectory()))
            .appendingPathComponent("reel-tests/fonts/\(UUID().uuidString)/module")
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        if withFonts {
            for file in [tahoma, tahomaBold] {
                try #require(FileManager.default.fileExists(atPath: file), "\(file) is missing: run scripts/setup (Debian's fonts-wine)")
                try FileManager.default.copyItem(atPath: file, toPath: fonts.appendingPathComponent((file as NSString).lastPathComponent).path)
            }
        }
        return folder
    }

    /// `text` in `font`, black on white.
    static func draw(_ font: Font, in module: URL, renderer: FrameRenderer? = nil) throws -> RasterImage {
        let view = Text("Hamburgefonstiv 0123").font(font).foregroundStyle(Color.black)
        return try (renderer ?? FrameRenderer(resourceRoot: module)).render(view, size: CGSize(width: 360, height: 50), background: .white)
    }

    @Test func theSystemHasNoTahoma() {
        // The premise of the tests below: without the module, the family is not installed.
        let engine = PangoTextEngine()
        #expect(!engine.hasFamily("Tahoma"))
        #expect(engine.hasFamily("DejaVu Sans"))
    }

    @Test func aModuleFontIsDrawnByFamilyAndByPostScriptName() throws {
        let module = try Self.module(withFonts: true)
        let renderer = FrameRenderer(resourceRoot: module)
        #expect(renderer.text.hasFamily("Tahoma"))
        #expect(renderer.images.fonts.names == ["Tahoma", "WineTahoma", "WineTahomaBold"])
        let tahoma = try Self.draw(.custom("Tahoma", size: 30), in: module, renderer: renderer)
        let system = try Self.draw(.system(size: 30), in: module, renderer: renderer)
        #expect(tahoma != system, "Tahoma draws the same pixels as the system font")
        #expect(renderer.diagnostics.diagnostics.isEmpty, "\(renderer.diagnostics.diagnostics)")
        // The PostScript name of the regular face is the same font; the bold face's draws bold.
        #expect(try Self.draw(.custom("WineTahoma", size: 30), in: module, renderer: renderer) == tahoma)
        let bold = try Self.draw(.custom("WineTahomaBold", size: 30), in: module, renderer: renderer)
        #expect(bold != tahoma)
        #expect(bold == (try Self.draw(.custom("Tahoma", size: 30).bold(), in: module, renderer: renderer)))
        // Measured with the font drawn: Tahoma's text is narrower than DejaVu Sans's.
        let engine = renderer.text
        let style = { (font: Font) in TextStyle(font: font) }
        let tahomaWidth = engine.layoutText("Hamburgefonstiv", style: style(.custom("Tahoma", size: 30)), proposal: .unspecified).size.width
        let dejaVuWidth = engine.layoutText("Hamburgefonstiv", style: style(.custom("DejaVu Sans", size: 30)), proposal: .unspecified).size.width
        #expect(tahomaWidth < dejaVuWidth - 10, "\(tahomaWidth) vs \(dejaVuWidth)")
    }

    @Test func aMissingFamilyFallsBackWithAWarningNamingTheModuleFonts() throws {
        let empty = try Self.module(withFonts: false)
        let renderer = FrameRenderer(resourceRoot: empty)
        let fallback = try Self.draw(.custom("Tahoma", size: 30), in: empty, renderer: renderer)
        #expect(fallback == (try Self.draw(.system(size: 30), in: empty, renderer: renderer)))
        #expect(renderer.diagnostics.diagnostics.map(\.description) == [
            "warning: Font: no font named 'Tahoma' in the module or on the system (the module has no font files); text is drawn in Inter Display, as SwiftUI draws a custom font it cannot find in the system font",
        ])
        let module = try Self.module(withFonts: true)
        let withFonts = FrameRenderer(resourceRoot: module)
        _ = try Self.draw(.custom("Tahma", size: 30), in: module, renderer: withFonts)
        #expect(withFonts.diagnostics.diagnostics.map(\.description) == [
            "warning: Font: no font named 'Tahma' in the module or on the system (the module's fonts are Tahoma, WineTahoma, WineTahomaBold); text is drawn in Inter Display, as SwiftUI draws a custom font it cannot find in the system font",
        ])
    }

    @Test func oneModulesFontsDoNotReachAnothersRenderers() throws {
        let module = try Self.module(withFonts: true), other = try Self.module(withFonts: false)
        let first = try Self.draw(.custom("Tahoma", size: 30), in: module)
        let elsewhere = FrameRenderer(resourceRoot: other)
        let fallback = try Self.draw(.custom("Tahoma", size: 30), in: other, renderer: elsewhere)
        #expect(fallback != first)
        #expect(!elsewhere.text.hasFamily("Tahoma"))
        // And the module's renderers still draw it afterwards, the same.
        #expect(try Self.draw(.custom("Tahoma", size: 30), in: module) == first)
    }

    @Test func rendererThreadsShareTheModuleFontsAndDrawTheSame() throws {
        let module = try Self.module(withFonts: true)
        let reference = try Self.draw(.custom("Tahoma", size: 30), in: module)
        let store = CairoImageStore(root: module)
        let results = ResultBox()
        let threads = (0..<2).map { _ in
            Thread {
                let renderer = FrameRenderer(images: store)
                for size in [30.0, 12, 30] {
                    let image = try? Self.draw(.custom("Tahoma", size: size), in: module, renderer: renderer)
                    if size == 30 { results.append(image) }
                }
            }
        }
        threads.forEach { $0.start() }
        while results.count < 4 { usleep(1000) }
        #expect(results.all.allSatisfy { $0 == reference })
        // One configuration for the module, whichever renderer asked.
        #expect(ModuleFonts.of(root: module, sandbox: .unconfined) === store.fonts)
    }

    @Test func unreadableFontFilesAreWarnedAboutAndSkipped() throws {
        let module = try Self.module(withFonts: true)
        try Data("not a font".utf8).write(to: module.appendingPathComponent("Fonts/Broken.ttf"))
        let renderer = FrameRenderer(resourceRoot: module)
        _ = try Self.draw(.custom("Tahoma", size: 20), in: module, renderer: renderer)
        #expect(renderer.diagnostics.diagnostics.map(\.description) == [
            "warning: Font: a font file of the module is not used: Fonts/Broken.ttf: it holds no font that FreeType can read",
        ])
        #expect(renderer.images.fonts.files.map { ($0 as NSString).lastPathComponent } == ["tahoma.ttf", "tahomabd.ttf"])
    }
}

/// Images collected from several threads.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [RasterImage?] = []
    func append(_ image: RasterImage?) { lock.lock(); images.append(image); lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return images.count }
    var all: [RasterImage?] { lock.lock(); defer { lock.unlock() }; return images }
}
