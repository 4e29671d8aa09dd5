import Foundation
import ReelCairo
import Testing

/// The root command: `reel --version` and `reel --help`.
@Suite struct ReelCommandTests {
    /// Reel's version, then the Cairo and Pango it draws with (as this process loads them), then
    /// the first line of `ffmpeg -version`.
    @Test func versionNamesReelAndTheLibrariesItFinds() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(result.stdout)")
        #expect(lines.first?.wholeMatch(of: /reel [0-9]+\.[0-9]+\.[0-9]+/) != nil, "\(result.stdout)")
        #expect(lines.dropFirst().first == "cairo \(RenderingEnvironment.current.cairo)")
        #expect(lines.dropFirst(2).first == "pango \(RenderingEnvironment.current.pango)")
        #expect(RenderingEnvironment.current.cairo.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil)
        #expect(RenderingEnvironment.current.pango.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil)
        #expect(lines.last?.hasPrefix("ffmpeg version ") == true, "\(result.stdout)")
    }

    /// Without ffmpeg on `PATH`, the last line says so.
    @Test func versionSaysWhenFFmpegIsMissing() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("reel-no-ffmpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try CLIRunner.run(["--version"], environment: ["PATH": empty.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").last == "ffmpeg: not found", "\(result.stdout)")
    }

    /// The help says what a bare `reel` does, and where the video goes.
    @Test func helpSaysABareReelExportsTheShowcase() throws {
        let result = try CLIRunner.run(["--help"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("With no subcommand, `reel` exports the bundled showcase scene (Showcase) to reel-out/Showcase.mp4 in the current folder."),
                "\(result.stdout)")
        #expect(text.contains("--version Print the versions of Reel and of the Cairo, Pango and ffmpeg it finds, and exit."), "\(result.stdout)")
    }
}
