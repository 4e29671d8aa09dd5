import Foundation
import ReelCairo
import Testing

/// The root command: `reel --version` and `reel --help`.
@Suite struct ReelCommandTests {
    /// Reel's version, then the Cairo and Pango it draws with (as this process loads them), then
    /// the version `ffmpeg -version` reports with the path of that ffmpeg.
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
        let ffmpeg = try #require(lines.last?.wholeMatch(of: /ffmpeg (\S+) \((\/\S*ffmpeg)\)/), "\(result.stdout)")
        #expect(FileManager.default.isExecutableFile(atPath: String(ffmpeg.output.2)))
        // The version is the one ffmpeg reports.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: String(ffmpeg.output.2))
        child.arguments = ["-version"]
        let pipe = Pipe()
        child.standardOutput = pipe
        try child.run()
        let first = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").first ?? ""
        child.waitUntilExit()
        #expect(first.hasPrefix("ffmpeg version \(ffmpeg.output.1) "), "\(first)")
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
