import Foundation
import ReelTestSupport
import Testing

/// The page of `reel preview` in a real browser: `Tests/Browser/preview_test.py` drives Debian's
/// headless Chromium through Playwright against the `reel` under test (scripts/setup installs
/// both). The default tier opens the page, scrubs the timeline and compares the frame shown with
/// `reel render --time`; the full tier also saves the scene 20 times (printing the save-to-frame
/// latency), breaks and fixes it, and records a tap by clicking a button in the frame.
@Suite(.serialized) struct PreviewPageBrowserTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the browser test with `arguments`; returns its status and what it printed.
    static func runBrowserTest(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Tests/Browser/preview_test.py").path,
                             "--reel", CLIRunner.executable.path] + arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theFrameShownAfterScrubbingIsTheFrameReelRenders() throws {
        let result = try Self.runBrowserTest(["--quick"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("equal to reel render"), "\(result.output)")
    }

    @Test(.enabled(if: TestTier.isFull))
    func thePageFollowsSavesShowsErrorsAndRecordsTaps() throws {
        let result = try Self.runBrowserTest(["--saves", "20"])
        print(result.output)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("latency: save to new frame over 20 saves"), "\(result.output)")
        #expect(result.output.contains("record: clicking the button added"), "\(result.output)")
    }
}
