import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import Testing

/// The Swift corpus: scene files under SwiftCorpus/, written as SwiftUI developers write their
/// views (extensions, enums, helper views with their own initialisers, mutating methods, generics,
/// custom layouts and preferences). Each file is compiled into this test target as it stands and
/// is also read from disk as a scene file: both must validate cleanly and give identical PNG bytes
/// at every frame. Helper types in a file are `private` (as SwiftUI code often writes them), so
/// files do not collide; the scene's own name is the file's name.
@Suite struct SwiftCorpusTests {
    /// The corpus folder, next to this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SwiftCorpus")

    /// The compiled twin of every corpus file, by file name without `.swift`.
    static let twins: [String: any AnimatedScene.Type] = [
        "TogglingBadge": TogglingBadge.self,
        "PulsingDot": PulsingDot.self,
        "LoadingSpinner": LoadingSpinner.self,
        "StaggeredBars": StaggeredBars.self,
        "FollowingGauge": FollowingGauge.self,
        "BoundSwitch": BoundSwitch.self,
        "CountdownBadge": CountdownBadge.self,
    ]

    /// The names of the corpus files, without `.swift`.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test func everyFileHasACompiledTwin() {
        #expect(Self.names == Self.twins.keys.sorted())
    }

    @Test(arguments: names) func interpretedMatchesCompiled(_ name: String) throws {
        let type = try #require(Self.twins[name])
        try Self.expectSameFrames(type, path: Self.folder.appendingPathComponent(name + ".swift").path)
    }

    /// Renders every frame of the compiled scene and of its file read as a scene file, requiring
    /// a clean validation and identical PNG bytes.
    static func expectSameFrames<S: AnimatedScene>(_ type: S.Type, path: String) throws {
        let file = try SceneFile.load(path: path)
        #expect(file.sceneName == "\(S.self)")
        #expect(file.validate().map(\.description) == [])
        let check = SceneFile.check(path: path)
        #expect(check.errors.isEmpty && check.warnings.isEmpty, "\(check.errors) \(check.warnings)")
        let compiled = S()
        let interpreted = try file.makeScene()
        #expect(interpreted.format == compiled.format)
        let renderer = FrameRenderer(resourceRoot: folder)
        for frame in 0..<compiled.format.frameCount {
            let a = PNGEncoder.encode(try renderer.render(compiled, frame: frame))
            let b = PNGEncoder.encode(try renderer.render(interpreted, frame: frame))
            #expect(a == b, "frame \(frame) of \(S.self) differs between compiled and interpreted")
        }
    }
}
