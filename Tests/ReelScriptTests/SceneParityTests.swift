import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import Scenes
import Testing

/// Every scene in Scenes/ is both compiled (the `Scenes` target) and a scene file: rendered both
/// ways at three times, the PNG bytes must be identical.
@Suite struct SceneParityTests {
    /// The folder of the gallery files.
    static let scenesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    /// The scene files of the gallery, with the compiled scene of the same name.
    static var gallery: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: scenesFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") && $0 != "SceneCatalog.swift" }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test func everySceneFileHasACompiledScene() {
        #expect(SceneParityTests.gallery.count >= 7)
        for name in SceneParityTests.gallery {
            #expect(SceneCatalog.scenes[name] != nil, "Scenes/\(name).swift has no compiled scene named \(name) in SceneCatalog")
        }
    }

    @Test(arguments: SceneParityTests.gallery)
    func interpretedMatchesCompiled(_ name: String) throws {
        let path = SceneParityTests.scenesFolder.appendingPathComponent(name + ".swift").path
        let file = try SceneFile.load(path: path)
        #expect(file.sceneName == name)
        #expect(file.validate().map(\.description) == [])
        let type = try #require(SceneCatalog.scenes[name])
        try compare(type, file)
    }

    /// Renders the compiled and the interpreted scene at the start, the middle and the end.
    func compare<S: AnimatedScene>(_ type: S.Type, _ file: SceneFile) throws {
        let compiled = S()
        let interpreted = try file.makeScene()
        #expect(interpreted.format == compiled.format)
        let count = compiled.format.frameCount
        let frames = Array(Set([0, count / 2, max(0, count - 1)])).sorted()
        let compiledRenderer = FrameRenderer(resourceRoot: SceneParityTests.scenesFolder)
        let interpretedRenderer = FrameRenderer(resourceRoot: file.access.root)
        for frame in frames {
            let a = PNGEncoder.encode(try compiledRenderer.render(compiled, frame: frame))
            let b = PNGEncoder.encode(try interpretedRenderer.render(interpreted, frame: frame))
            #expect(a == b, "frame \(frame) of \(S.self) differs between compiled and interpreted")
        }
    }
}
