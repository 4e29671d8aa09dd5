import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import Scenes
import Testing

/// Every scene in Scenes/ (and the benchmark scenes in Scenes/Benchmarks/) is both compiled (the
/// `Scenes` target) and a scene file: rendered both ways at three times, the PNG bytes must be
/// identical.
@Suite struct SceneParityTests {
    /// The folder of the gallery files.
    static let scenesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    /// The scene files of the gallery and of Scenes/Benchmarks/, by path under Scenes/ without
    /// `.swift`; each has the compiled scene of its file's name.
    static var gallery: [String] {
        var names: [String] = []
        for folder in ["", "Benchmarks/"] {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: scenesFolder.appendingPathComponent(folder).path)) ?? []
            names += files.filter { $0.hasSuffix(".swift") && $0 != "SceneCatalog.swift" }.map { folder + String($0.dropLast(6)) }
        }
        return names.sorted()
    }

    /// The scene name of a gallery path: its file's name.
    static func sceneName(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

    @Test func everySceneFileHasACompiledScene() {
        #expect(SceneParityTests.gallery.count >= 8)
        for path in SceneParityTests.gallery {
            let name = SceneParityTests.sceneName(path)
            #expect(SceneCatalog.scenes[name] != nil, "Scenes/\(path).swift has no compiled scene named \(name) in SceneCatalog")
        }
    }

    @Test(arguments: SceneParityTests.gallery)
    func interpretedMatchesCompiled(_ path: String) throws {
        let name = SceneParityTests.sceneName(path)
        let file = try SceneFile.load(path: SceneParityTests.scenesFolder.appendingPathComponent(path + ".swift").path)
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
