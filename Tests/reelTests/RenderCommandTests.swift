import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func plainReelRendersTheShowcaseAndSaysWhere() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run([], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = dir.appendingPathComponent("reel-out/Showcase/frame-00000.png").path
        #expect(result.stdout.contains("reel-out/Showcase/frame-00000.png"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: expected))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: 640 x 360, colour type 2 (RGB: the showcase is opaque).
        #expect(Array(bytes[16..<24]) == [0, 0, 2, 0x80, 0, 0, 1, 0x68])
        #expect(bytes[25] == 2)
    }

    @Test func renderWritesNamedFramesToTheOutputFolder() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["render", "Showcase", "-o", dir.appendingPathComponent("out").path, "--scale", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: dir.appendingPathComponent("out/frame-00000.png"))
        #expect(Array(bytes[16..<24]) == [0, 0, 1, 0x40, 0, 0, 0, 0xB4])   // 320 x 180
    }

    @Test func sameSceneRendersTheSameBytesWithAnyThreadCount() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let a = try CLIRunner.run(["render", "Showcase", "-o", dir.appendingPathComponent("a").path, "--threads", "1"])
        let b = try CLIRunner.run(["render", "Showcase", "-o", dir.appendingPathComponent("b").path, "--threads", "2"])
        #expect(a.status == 0 && b.status == 0)
        let x = try Data(contentsOf: dir.appendingPathComponent("a/frame-00000.png"))
        let y = try Data(contentsOf: dir.appendingPathComponent("b/frame-00000.png"))
        #expect(x == y)
    }

    @Test func vectorFormatsWriteSVGAndPDF() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let svg = try CLIRunner.run(["render", "AlignmentBadges", "--format", "svg", "-o", dir.path])
        #expect(svg.status == 0, "\(svg.stderr)")
        let text = try String(contentsOf: dir.appendingPathComponent("frame-00000.svg"), encoding: .utf8)
        #expect(text.hasPrefix("<?xml") && text.contains("width=\"480pt\" height=\"200pt\""))
        #expect(text.contains("<path"))   // shapes stay vector
        let pdf = try CLIRunner.run(["render", "AnalogClock", "--frame", "2", "--format", "pdf", "-o", dir.path])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        let bytes = try Data(contentsOf: dir.appendingPathComponent("frame-00002.pdf"))
        #expect(bytes.prefix(5) == Data("%PDF-".utf8))
        #expect(String(decoding: bytes.suffix(8), as: UTF8.self).contains("%%EOF"))
        // Nothing is left under a temporary name.
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["frame-00000.svg", "frame-00002.pdf"])
    }

    @Test func unknownSceneIsAUsageErrorWithASuggestion() throws {
        let result = try CLIRunner.run(["render", "Showcse"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Unknown scene 'Showcse'. Did you mean 'Showcase'?"))
    }

    @Test func badOptionsAreUsageErrors() throws {
        for arguments in [["render", "Showcase", "--frames", "3-1"], ["render", "Showcase", "--frame", "7"],
                          ["render", "Showcase", "--threads", "0"], ["render", "Showcase", "--scale", "-2"],
                          ["render", "Showcase", "--format", "tiff"], ["render", "Showcase", "--bogus"]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.isEmpty)
        }
    }

    @Test func unwritableOutputIsAFailureNamingThePath() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let blocker = dir.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let result = try CLIRunner.run(["render", "Showcase", "-o", blocker.appendingPathComponent("sub").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains(blocker.path))
    }
}
