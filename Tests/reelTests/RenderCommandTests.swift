import Foundation
import ReelExport
import ReelTestSupport
import Testing

@Suite struct RenderCommandTests {
    /// Plain `reel` exports the showcase, 10 s at 1280 x 720 and 60 fps, to reel-out/Showcase.mp4
    /// (full test tier: 600 frames take minutes in a debug build).
    @Test(.enabled(if: TestTier.isFull)) func plainReelExportsTheShowcaseAndSaysWhere() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run([], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let video = dir.appendingPathComponent("reel-out/Showcase.mp4")
        #expect(result.stdout.hasPrefix("Exported 600 frames of Showcase in "), "\(result.stdout)")
        #expect(result.stdout.contains(" to reel-out/Showcase.mp4 ("), "\(result.stdout)")
        let probe = try VideoDecoding.probe(video)
        #expect(probe.codec == "h264" && probe.width == 1280 && probe.height == 720)
        #expect(probe.frameRate == "60/1" && probe.frameCount == 600)
    }

    /// What plain `reel` runs (`reel export Showcase`, into `reel-out/Showcase.mp4` under the
    /// current folder), on the first 24 frames: the same summary, size, codec and rate.
    @Test func exportingTheShowcaseWithoutAnOutputSaysWhere() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["export", "Showcase", "--frames", "0-23"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Exported 24 frames of Showcase in "), "\(result.stdout)")
        #expect(result.stdout.contains(" to reel-out/Showcase.mp4 ("), "\(result.stdout)")
        let probe = try VideoDecoding.probe(dir.appendingPathComponent("reel-out/Showcase.mp4"))
        #expect(probe.codec == "h264" && probe.width == 1280 && probe.height == 720)
        #expect(probe.frameRate == "60/1" && probe.frameCount == 24)
    }

    @Test func renderWritesNamedFramesToTheOutputFolder() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["render", "Showcase", "-o", dir.appendingPathComponent("out").path, "--scale", "0.25", "--frame", "0"])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: dir.appendingPathComponent("out/frame-00000.png"))
        #expect(Array(bytes[16..<24]) == [0, 0, 1, 0x40, 0, 0, 0, 0xB4])   // 320 x 180
    }

    /// One thread or two: the same bytes in every frame.
    @Test func sameSceneRendersTheSameBytesWithAnyThreadCount() throws {
        let dir = try CLIRunner.temporaryDirectory()
        for threads in ["1", "2"] {
            let result = try CLIRunner.run(["render", "Showcase", "-o", dir.appendingPathComponent(threads).path, "--threads", threads,
                                            "--scale", "0.25", "--frames", "100-139", "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        for frame in 100...139 {
            let name = String(format: "frame-%05d.png", frame)
            let x = try Data(contentsOf: dir.appendingPathComponent("1/" + name))
            let y = try Data(contentsOf: dir.appendingPathComponent("2/" + name))
            #expect(x == y, "\(name)")
        }
    }

    /// Errors met while drawing (a bad call in a canvas) print as `reel validate` prints them:
    /// once, positioned, with the source line and a caret, and its count (the check both share
    /// finds them before a frame is rendered).
    @Test func drawingErrorsPrintOnceWithTheirPosition() throws {
        let scene = try TestScenes.write("Bad", """
            import Reel

            struct Bad: AnimatedScene {
                var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 0.3)
                var body: some View {
                    Canvas { context, size in
                        let x = [1, 2][5]
                        context.fill(Path(CGRect(x: 0, y: 0, width: Double(x), height: 10)), with: .color(.red))
                    }
                }
            }
            """)
        let result = try CLIRunner.run(["render", scene.path, "-o", scene.deletingLastPathComponent().appendingPathComponent("out").path])
        #expect(result.status == 1)
        #expect(result.stderr == """
            \(scene.path):7:28: error: index 5 is out of range 0..<2
                        let x = [1, 2][5]
                                       ^
            \(scene.path): 1 error

            """, "\(result.stderr)")
    }

    /// Ctrl-C half-way through a render: exit 130, the finished frames stay (each whole, in
    /// order from the first), and the message says which.
    @Test func interruptedRenderKeepsTheFinishedFrames() throws {
        let scene = try TestScenes.moving(width: 320, height: 180, fps: 30, frames: 300)
        let out = scene.deletingLastPathComponent().appendingPathComponent("out")
        let reel = try ChildProcess(executable: CLIRunner.executable.path, arguments: ["render", scene.path, "-o", out.path, "--threads", "2"])
        let deadline = Date().addingTimeInterval(120)
        while !reel.errorText.contains("Moving: 30%") && Date() < deadline { usleep(20_000) }
        reel.send(SIGINT)
        #expect(reel.wait().status == 130, "\(reel.errorText)")
        // Beside the frames, the record of their rate (written before the first frame).
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("reel-render.json").path))
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0 != "reel-render.json" }.sorted()
        #expect(names.count >= 90 && names.count < 300, "\(names.count) frames")
        #expect(names == (0..<names.count).map { String(format: "frame-%05d.png", $0) })
        #expect(reel.errorText.contains("interrupted: Moving: \(names.count) frames (0-\(names.count - 1)) are in \(out.path)/"), "\(reel.errorText)")
        for name in names {
            let data = try Data(contentsOf: out.appendingPathComponent(name))
            #expect(data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(name) ends with IEND")
        }
    }

    /// Frame files an earlier, longer render left are counted in a warning, or removed with --clean.
    @Test func staleFramesAreReportedOrCleaned() throws {
        let long = try TestScenes.moving(fps: 10, frames: 10)
        let short = try TestScenes.moving(fps: 10, frames: 4)
        let out = long.deletingLastPathComponent().appendingPathComponent("out")
        #expect(try CLIRunner.run(["render", long.path, "-o", out.path, "--quiet"]).status == 0)
        let second = try CLIRunner.run(["render", short.path, "-o", out.path])
        #expect(second.status == 0)
        #expect(second.stderr.contains("also holds 6 frame files this render did not write (frame-00004.png … frame-00009.png)"), "\(second.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).count == 11)
        let cleaned = try CLIRunner.run(["render", short.path, "-o", out.path, "--clean", "--quiet"])
        #expect(cleaned.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
                == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png", "reel-render.json"])
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

    /// SVG ids are numbered per document and PDF documents carry a fixed date: the same bytes with
    /// one thread or two, and on every run.
    @Test func vectorFramesAreTheSameBytesWithAnyThreadCountAndOnEveryRun() throws {
        let dir = try CLIRunner.temporaryDirectory()
        for format in ["svg", "pdf"] {
            for run in ["1", "2", "2b"] {
                let result = try CLIRunner.run(["render", "AnalogClock", "--format", format, "--frames", "0-5", "--scale", "0.5",
                                                "--threads", String(run.prefix(1)), "-o", dir.appendingPathComponent(format + run).path, "--quiet"])
                #expect(result.status == 0, "\(result.stderr)")
            }
            for frame in 0...5 {
                let name = String(format: "frame-%05d.%@", frame, format)
                let one = try Data(contentsOf: dir.appendingPathComponent("\(format)1/\(name)"))
                #expect(one == (try Data(contentsOf: dir.appendingPathComponent("\(format)2/\(name)"))), "\(name), 1 and 2 threads")
                #expect(one == (try Data(contentsOf: dir.appendingPathComponent("\(format)2b/\(name)"))), "\(name), two runs")
            }
        }
    }

    /// Two renders into one folder at once: both succeed, every frame is whole (the bytes of a
    /// render alone) and no temporary file is left.
    @Test func concurrentRendersIntoOneFolderBothSucceed() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let shared = dir.appendingPathComponent("shared"), alone = dir.appendingPathComponent("alone")
        for format in ["png", "svg"] {
            let arguments = ["render", "AnalogClock", "--format", format, "--frames", "0-19", "--scale", "0.5", "--threads", "1", "--quiet"]
            let renders = try (0..<2).map { _ in
                try ChildProcess(executable: CLIRunner.executable.path, arguments: arguments + ["-o", shared.path])
            }
            for render in renders { #expect(render.wait().status == 0, "\(render.errorText)") }
            #expect(try CLIRunner.run(arguments + ["-o", alone.path]).status == 0)
            for frame in 0...19 {
                let name = String(format: "frame-%05d.%@", frame, format)
                #expect(try Data(contentsOf: shared.appendingPathComponent(name)) == Data(contentsOf: alone.appendingPathComponent(name)), "\(name)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).filter { $0.hasPrefix(".") } == [])
    }

    /// Ctrl-C during a render: exit 130, the frames written are whole, no temporary file is left.
    @Test func interruptedRenderLeavesWholeFramesOnly() throws {
        let scene = try TestScenes.moving(width: 320, height: 180, fps: 30, frames: 600)
        let out = scene.deletingLastPathComponent().appendingPathComponent("out")
        let reel = try ChildProcess(executable: CLIRunner.executable.path, arguments: ["render", scene.path, "-o", out.path, "--threads", "2"])
        let deadline = Date().addingTimeInterval(120)
        while !reel.errorText.contains("Moving: 10%") && Date() < deadline { usleep(20_000) }
        reel.send(SIGINT)
        let ended = reel.wait()
        #expect(ended.status == 130, "\(reel.errorText)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0 != "reel-render.json" }.sorted()
        #expect(names.filter { $0.hasPrefix(".") } == [])
        #expect(names.count >= 60 && names.count < 600, "\(names.count) frames")
        for name in names {
            let bytes = try Data(contentsOf: out.appendingPathComponent(name))
            #expect(bytes.suffix(12).elementsEqual([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(name) ends with IEND")
        }
    }

    @Test func unknownSceneIsAUsageErrorWithASuggestion() throws {
        let result = try CLIRunner.run(["render", "Showcse"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Unknown scene 'Showcse'. Did you mean 'Showcase'?"))
    }

    @Test func badOptionsAreUsageErrors() throws {
        for arguments in [["render", "Showcase", "--frames", "3-1"], ["render", "Showcase", "--frame", "600"],
                          ["render", "Showcase", "--threads", "0"], ["render", "Showcase", "--scale", "-2"],
                          ["render", "Showcase", "--format", "tiff"], ["render", "Showcase", "--bogus"],
                          ["render", "Showcase", "--time", "1e18"], ["render", "Showcase", "--threads", "100000"]] {
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

    /// Filters and layers over content that shows nothing (empty, off the canvas, transparent,
    /// scaled to 1e-6 or 0, a removed view whose spring is in its tail) render: exit 0 and a
    /// white frame, where they once stopped the render.
    @Test func degenerateFilteredLayersRender() throws {
        let scene = try TestScenes.write("Degenerate", """
            import SwiftUI

            struct Degenerate: View {
                @State private var shown = true

                var body: some View {
                    ZStack {
                        Color.clear.frame(width: 0, height: 0).shadow(radius: 8)
                        Circle().fill(.red).frame(width: 40, height: 40).scaleEffect(0.000001).blur(radius: 6)
                        Circle().fill(.red).frame(width: 40, height: 40).scaleEffect(0).shadow(radius: 6)
                        Circle().fill(.red).frame(width: 40, height: 40).offset(x: 5000).shadow(radius: 6)
                        Circle().fill(.clear).frame(width: 40, height: 40).blur(radius: 6).compositingGroup().blendMode(.plusDarker)
                        Circle().fill(.red).frame(width: 40, height: 40).scaleEffect(-0.000001).mask { Circle() }.drawingGroup()
                        Canvas { context, size in
                            context.addFilter(.alphaThreshold(min: 0.5))
                            context.addFilter(.blur(radius: 6))
                            context.scaleBy(x: 0.000001, y: 0.000001)
                            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.blue))
                        }
                        if shown {
                            RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 60, height: 60)
                                .shadow(radius: 10).transition(.scale)
                        }
                    }
                    .onAppear { withAnimation(.spring()) { shown = false } }
                }
            }

            #Preview {
                Degenerate()
                    .frame(width: 120, height: 120)
            }
            """)
        let out = scene.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["render", scene.path, "-o", out.path, "--scale", "1", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(names.count >= 60, "\(names.count) frames")
    }
}
