import Foundation
import Reel
import ReelTesting
import Scenes
import Testing

/// Every gallery scene matches its goldens in Tests/Golden (drawn at the manifest's scale), through
/// the Swift API. Re-record after a deliberate change with
/// `reel test Scenes Scenes/Benchmarks --golden Tests/Golden --update changed` (or `REEL_UPDATE=changed swift test --filter GalleryGoldenTests`).
@Suite struct GalleryGoldenTests {
    @Test(arguments: SceneCatalog.scenes.keys.sorted())
    func galleryScene(_ name: String) throws {
        let result = try check(SceneCatalog.scenes[name]!)
        #expect(result.outcomes.count >= 1)
        #expect(result.outcomes.allSatisfy { $0.passed })
    }

    private func check<S: AnimatedScene>(_ type: S.Type) throws -> GoldenRunResult {
        try assertFrames(of: S(), golden: "Tests/Golden")
    }

    @Test func everyGalleryGoldenIsRecorded() throws {
        let manifest = try GoldenFolder(url: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Golden")).loadManifest()
        #expect(Set(manifest.scenes.keys) == Set(SceneCatalog.scenes.keys))
        #expect(manifest.scenes.values.allSatisfy { !$0.goldens.isEmpty })
    }
}
