import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// The module corpus: folders under Corpora/Modules/, each the files of one module as a Swift
/// target holds them (a model file, an extensions file, views in a subfolder, the previews in a
/// file of their own, an asset catalog under the root), rendered as one module. A view uses the
/// types, extensions, functions and constants of the other files; the catalog is found under the
/// module root.
@Suite struct ModuleCorpusTests {
    /// The corpus folder, next to this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Modules")

    /// The TeamBoard module's folder.
    static let teamBoard = folder.appendingPathComponent("TeamBoard")

    /// The module loaded from its folder, its preview picked by `preview`.
    static func load(_ preview: String? = nil) throws -> SceneFile {
        try SceneFile.load(module: try ScriptModule.folder(teamBoard.path), preview: PreviewOptions(preview: preview))
    }

    static func F(x: Double, y: Double, width: Double, height: Double) -> InspectedView.Frame {
        InspectedView.Frame(x: x, y: y, width: width, height: height)
    }

    /// The module's accent colour, from its asset catalog: sRGB 0.2, 0.4, 0.8.
    static let accent = Color(red: 0.2, green: 0.4, blue: 0.8)

    @Test func theFolderIsReadInPathOrder() throws {
        let module = try ScriptModule.folder(Self.teamBoard.path)
        #expect(module.files.map { String($0.name.dropFirst(Self.teamBoard.path.count + 1)) }
                == ["Extensions/Styling.swift", "Model/Member.swift", "TeamBoard.swift", "Views/ScoreBar.swift"])
        #expect(module.root.path == Self.teamBoard.path)
    }

    @Test func everyFileValidatesWithoutErrorsOrWarnings() throws {
        let check = SceneFile.check(module: try ScriptModule.folder(Self.teamBoard.path))
        #expect(check.errors.isEmpty && check.warnings.isEmpty, "\(check.errors) \(check.warnings)")
    }

    @Test func previewsAreListedWithTheirFiles() throws {
        let file = try Self.load()
        let where_ = Self.teamBoard.path + "/TeamBoard.swift"
        #expect(file.offers.map(\.description) == ["#Preview 1 \"Board\" (\(where_):13)", "#Preview 2 \"Top\" (\(where_):17)"])
    }

    /// Three rows of 216 x 36 (a 200 x 20 bar padded by 8), 12 apart, centred in the iPhone 15's
    /// safe area (59...818): 3 x 36 + 2 x 12 = 132 tall, from 438.5 - 66 = 372.5. Bars are the
    /// share of the top score: 200, 100 and 50 points; the cards are the catalog's accent colour.
    @Test func theBoardUsesEveryFile() throws {
        let file = try Self.load()
        #expect(file.sceneName == "Board")
        let p = SceneCorpusTests.Probe(scene: try file.makeScene(), scale: 1)
        let cards = try p.frames(of: "RoundedRectangle")
        #expect(cards == [Self.F(x: 88.5, y: 372.5, width: 216, height: 36), Self.F(x: 88.5, y: 420.5, width: 216, height: 36),
                          Self.F(x: 88.5, y: 468.5, width: 216, height: 36)])
        let bars = try p.frames(of: "Rectangle").filter { $0.height == 20 }
        #expect(bars.map(\.width) == [200, 100, 50])
        try p.expect(190, 390, is: .orange); try p.expect(250, 438, is: Self.accent); try p.expect(140, 438, is: .orange)
        try p.expect(160, 486, is: Self.accent); try p.expect(120, 486, is: .orange)
        try p.expect(5, 5, is: .white); try p.expect(196, 365, is: .white)
    }

    /// `--preview Top` picks the second preview, in the same file: one row padded by 20, centred.
    @Test func aPreviewIsPickedAcrossTheModule() throws {
        let file = try Self.load("Top")
        let p = SceneCorpusTests.Probe(scene: try file.makeScene(), scale: 1)
        #expect(try p.frames(of: "RoundedRectangle") == [Self.F(x: 88.5, y: 420.5, width: 216, height: 36)])
        #expect(try Self.load("2").sceneName == "Top")
    }

    /// The files named one by one, in any order, are the same module as their folder: the same
    /// previews and the same pixels.
    @Test func filesNamedTogetherAreTheSameModule() throws {
        let names = ["Views/ScoreBar.swift", "TeamBoard.swift", "Model/Member.swift", "Extensions/Styling.swift"]
        let module = try ScriptModule.files(names.map { Self.teamBoard.appendingPathComponent($0).path })
        #expect(module.root.path == Self.teamBoard.path)
        let files = try SceneFile.load(module: module)
        let folder = try Self.load()
        #expect(files.offers.map(\.name) == folder.offers.map(\.name))
        let renderer = FrameRenderer()
        #expect(try renderer.render(try files.makeScene(), frame: 0, scale: 1) == renderer.render(try folder.makeScene(), frame: 0, scale: 1))
    }

    /// One file of the module alone does not know the others' declarations.
    @Test func oneFileAloneIsNotTheModule() throws {
        #expect(throws: SceneFileError.self) { try SceneFile.load(path: Self.teamBoard.appendingPathComponent("TeamBoard.swift").path) }
    }
}
