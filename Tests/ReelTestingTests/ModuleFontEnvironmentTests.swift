import Foundation
import ReelCairo
import ReelTesting
import Testing

/// The manifest's record of the environment includes the digests of a scene's module fonts, so a
/// golden drawn with a module font that changes or is missing is blamed on it.
@Suite struct ModuleFontEnvironmentTests {
    @Test func moduleFontDigestsAreRecordedByTheirPathInTheModule() throws {
        let source = "/usr/share/wine/fonts/tahoma.ttf"
        try #require(FileManager.default.fileExists(atPath: source), "\(source) is missing: run scripts/setup (Debian's fonts-wine)")
        let module = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
            .appendingPathComponent("reel-tests/fonts/\(UUID().uuidString)/module")
        try FileManager.default.createDirectory(at: module.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source, toPath: module.appendingPathComponent("Fonts/tahoma.ttf").path)
        let environment = GoldenEnvironment.current(including: ModuleFonts.of(root: module))
        let digest = try #require(environment.fonts["module/Fonts/tahoma.ttf"])
        #expect(digest.count == 32)
        #expect(environment.identifier != GoldenEnvironment.current.identifier)
        #expect(environment.fonts.count == GoldenEnvironment.current.fonts.count + 1)
        #expect(GoldenEnvironment.current.differences(from: environment) == ["font module/Fonts/tahoma.ttf is not installed here"])
        #expect(environment.differences(from: GoldenEnvironment.current) == ["font module/Fonts/tahoma.ttf was not used for the golden"])
        // A module without fonts has the process's environment.
        #expect(GoldenEnvironment.current(including: .none) == GoldenEnvironment.current)
    }
}
