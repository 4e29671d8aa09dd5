import Foundation
import Testing

/// `reel validate FILE...`: "ok" for good files, every positioned error with its source line and
/// caret for bad ones, exit status 1 when any file has errors.
@Suite struct ValidateCommandTests {
    /// The gallery folder.
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    @Test func aGoodFileIsOk() throws {
        let path = Self.scenes.appendingPathComponent("LikeButton.swift").path
        let result = try CLIRunner.run(["validate", path])
        #expect(result.status == 0)
        #expect(result.stdout == "\(path): ok\n")
        #expect(result.stderr == "")
    }

    @Test func everyErrorOfEveryFileIsPrintedWithItsLineAndACaret() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("Bad.swift")
        try """
        import Reel

        struct Bad: AnimatedScene {
            var format = SceneFormat(width: 100, height: 100)
            var body: some View {
                VStack {
                    Circel()
                    Rectangle().opacty(0.5)
                }
            }
        }

        """.write(to: bad, atomically: true, encoding: .utf8)
        let good = Self.scenes.appendingPathComponent("AnalogClock.swift").path
        let result = try CLIRunner.run(["validate", bad.path, good])
        #expect(result.status == 1)
        #expect(result.stdout == "\(good): ok\n")
        #expect(result.stderr == """
            \(bad.path):7:13: error: unknown view or type 'Circel'; did you mean 'Circle'?
                        Circel()
                        ^
            \(bad.path):8:25: error: unknown modifier or method 'opacty'; did you mean 'opacity'?
                        Rectangle().opacty(0.5)
                                    ^
            \(bad.path): 2 errors

            """)
    }

    @Test func aMissingFileIsAPositionedError() throws {
        let result = try CLIRunner.run(["validate", "/nonexistent/Scene.swift"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("/nonexistent/Scene.swift:1:1: error: cannot read the scene file"))
    }
}
