import Foundation
import ReelExport
import ReelTestSupport
import Testing

/// The README's quick start, run as a reader runs it after the two set-up commands: its scene file
/// saved in a clone's folder, and each of its command lines given to a shell there, with the
/// `reel` under test at `.build/release/reel`. Each command must succeed and leave what the README
/// says: the frames, a video with every frame, goldens recorded by the first `reel test` and
/// passed by the second. The test fails when the quick start breaks.
@Suite struct QuickStartTests {
    /// The package's root folder: the first folder above this file that holds Package.swift.
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The quick start as the README writes it.
    struct QuickStart {
        /// The name the README tells the reader to save the scene under (`Hello.swift`).
        var fileName: String
        /// The scene file's text.
        var scene: String
        /// The command lines, in order.
        var commands: [String]
        /// The README's text around them.
        var readme: String
    }

    /// The size and length the scene's `SceneFormat(width:height:fps:duration:…)` declares.
    struct Format {
        var width: Int
        var height: Int
        var frameCount: Int
    }

    /// The path the README's commands run `reel` by.
    static let binaryPath = ".build/release/reel"

    /// The lines of the first fenced code block between `<!-- START -->` (or `<!-- START: value -->`)
    /// and `<!-- /NAME -->`, with the value given in the opening marker.
    static func fencedBlock(_ name: String, in text: String) throws -> (value: String, lines: [String]) {
        let start = try #require(text.range(of: "<!-- \(name)"), "the README has no <!-- \(name) --> marker")
        let markerEnd = try #require(text.range(of: "-->", range: start.upperBound..<text.endIndex))
        var value = String(text[start.upperBound..<markerEnd.lowerBound]).trimmingCharacters(in: .whitespaces)
        if value.hasPrefix(":") { value = String(value.dropFirst()).trimmingCharacters(in: .whitespaces) }
        let end = try #require(text.range(of: "<!-- /\(name) -->", range: markerEnd.upperBound..<text.endIndex),
                               "the README has no <!-- /\(name) --> marker")
        let lines = text[markerEnd.upperBound..<end.lowerBound].components(separatedBy: "\n")
        let open = try #require(lines.firstIndex { $0.hasPrefix("```") }, "no code block inside <!-- \(name) -->")
        let close = try #require(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") }, "the code block inside <!-- \(name) --> is not closed")
        return (value, Array(lines[(open + 1)..<close]))
    }

    /// Reads the quick start from README.md.
    static func quickStart() throws -> QuickStart {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let scene = try fencedBlock("quick-start-scene", in: readme)
        let commands = try fencedBlock("quick-start-commands", in: readme)
        return QuickStart(fileName: scene.value, scene: scene.lines.joined(separator: "\n") + "\n",
                          commands: commands.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, readme: readme)
    }

    /// The format the scene declares, from its `SceneFormat(width: W, height: H, fps: F, duration: D`.
    static func format(of scene: String) throws -> Format {
        let pattern = #/SceneFormat\(width: *(\d+), *height: *(\d+), *fps: *([\d.]+), *duration: *([\d.]+)/#
        let match = try #require(scene.firstMatch(of: pattern), "the quick start's scene has no SceneFormat(width:height:fps:duration:)")
        let fps = try #require(Double(String(match.output.3))), duration = try #require(Double(String(match.output.4)))
        return Format(width: try #require(Int(String(match.output.1))), height: try #require(Int(String(match.output.2))),
                      frameCount: max(1, Int((duration * fps).rounded(.toNearestOrEven))))
    }

    /// The value after `option` (or its other spelling) in a command's words.
    static func value(of options: [String], in words: [String]) -> String? {
        guard let index = words.firstIndex(where: { options.contains($0) }), index + 1 < words.count else { return nil }
        return words[index + 1]
    }

    /// The width and height in a PNG file's header.
    static func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
        try #require(bytes.count == 24 && bytes[1...3].elementsEqual([0x50, 0x4E, 0x47]), "\(url.lastPathComponent) is not a PNG")
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The PNG files in a folder and its subfolders, by path within it.
    static func pngs(in folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// Runs `line` with `/bin/sh` in `directory`.
    static func shell(_ line: String, in directory: URL) throws -> CLIRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRunner.Result(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    @Test func theQuickStartRunsAsWritten() throws {
        let quickStart = try Self.quickStart()
        let format = try Self.format(of: quickStart.scene)
        // What the README says of the results follows the scene.
        let promise = "\(format.frameCount) PNG frames of \(format.width) x \(format.height)"
        let readmeSaysIt = quickStart.readme.contains(promise)
        #expect(readmeSaysIt, "the README should say what the scene renders: '\(promise)'")

        // A clone after the two set-up commands: the reel under test at .build/release/reel.
        let clone = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: clone) }
        let binary = clone.appendingPathComponent(Self.binaryPath)
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: binary, withDestinationURL: CLIRunner.executable)
        try quickStart.scene.write(to: clone.appendingPathComponent(quickStart.fileName), atomically: true, encoding: .utf8)

        var ran: [String] = []
        var goldenRuns = 0
        for line in quickStart.commands {
            let words = line.split(separator: " ").map(String.init)
            try #require(words.first == Self.binaryPath, "each quick-start command runs \(Self.binaryPath): \(line)")
            #expect(words.contains(quickStart.fileName), "the command works on the scene saved as \(quickStart.fileName): \(line)")
            let command = words.count > 1 ? words[1] : ""
            let golden = Self.value(of: ["--golden"], in: words).map { clone.appendingPathComponent($0) }
            let goldensBefore = golden.map { Self.pngs(in: $0) } ?? []
            let manifestBefore = golden.flatMap { try? Data(contentsOf: $0.appendingPathComponent("manifest.json")) }

            let result = try Self.shell(line, in: clone)
            try #require(result.status == 0, "\(line) exited with \(result.status)\n\(result.stdout)\(result.stderr)")
            ran.append(command)

            switch command {
            case "render":
                let folder = clone.appendingPathComponent(try #require(Self.value(of: ["-o", "--output"], in: words), "render names its folder: \(line)"))
                let frames = Self.pngs(in: folder)
                #expect(frames == (0..<format.frameCount).map { String(format: "frame-%05d.png", $0) }, "\(frames.count) frames")
                for frame in frames {
                    let size = try Self.pngSize(folder.appendingPathComponent(frame))
                    #expect(size.width == format.width && size.height == format.height, "\(frame) is \(size.width) x \(size.height)")
                }
            case "export":
                let video = clone.appendingPathComponent(try #require(Self.value(of: ["-o", "--output"], in: words), "export names its video: \(line)"))
                let probe = try VideoDecoding.probe(video)
                #expect(probe.frameCount == format.frameCount, "\(video.lastPathComponent) has \(probe.frameCount ?? 0) frames")
                #expect(probe.width == format.width && probe.height == format.height, "\(probe.width) x \(probe.height)")
                if video.pathExtension == "mp4" { #expect(probe.codec == "h264") }
            case "test":
                let golden = try #require(golden, "reel test names its golden folder: \(line)")
                let goldensAfter = Self.pngs(in: golden)
                goldenRuns += 1
                if goldenRuns == 1 {
                    // The first run records the goldens (SCENE/frame-NNNNN.png): the first, middle
                    // and last frames.
                    #expect(goldensBefore.isEmpty)
                    #expect(goldensAfter.count == 3, "recorded \(goldensAfter)")
                    #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("manifest.json").path))
                } else {
                    // The next checks the frames against them, writing nothing.
                    #expect(goldensAfter == goldensBefore)
                    let manifestAfter = try? Data(contentsOf: golden.appendingPathComponent("manifest.json"))
                    #expect(manifestAfter == manifestBefore)
                    #expect(result.stdout.hasSuffix("\(goldensAfter.count) passed, 0 failed\n"), "\(result.stdout)")
                }
            default:
                break
            }
        }
        // The quick start renders, exports, and records then checks goldens.
        #expect(ran.contains("render") && ran.contains("export"), "\(ran)")
        #expect(goldenRuns == 2, "the quick start runs reel test twice: to record the goldens, then to check them")
    }

    /// The README's second quick start: a SwiftUI view file with a `#Preview`, saved as written
    /// and given to `render` and `export` as it is. What the README says of the results (the
    /// frame's name and size, the video's frame count) must be what the commands leave. Exporting
    /// 786 x 1704 frames is slow in a debug build, so this runs in the full tier.
    @Test(.enabled(if: TestTier.isFull)) func theViewQuickStartRunsAsWritten() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let view = try Self.fencedBlock("quick-start-view", in: readme)
        let commands = try Self.fencedBlock("quick-start-view-commands", in: readme).lines.filter { !$0.isEmpty }
        #expect(view.lines.contains("#Preview {") && !view.lines.contains { $0.contains("AnimatedScene") },
                "the view quick start is a view file with a #Preview and no scene")
        // The numbers the README gives: the frame at 1.2 s of a 60 fps preview, two pixels per point
        // of an iPhone 15, and the video's frame count.
        let frameName = "frame-00072.png", width = 786, height = 1704, frameCount = 114
        for promise in ["`card-frames/\(frameName)`", "\(width) x \(height) pixels", "\(frameCount) frames at 60 fps"] {
            #expect(readme.contains(promise), "the README should say '\(promise)'")
        }

        let clone = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: clone) }
        let binary = clone.appendingPathComponent(Self.binaryPath)
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: binary, withDestinationURL: CLIRunner.executable)
        try (view.lines.joined(separator: "\n") + "\n").write(to: clone.appendingPathComponent(view.value), atomically: true, encoding: .utf8)

        var exports = 0
        for line in commands {
            let words = line.split(separator: " ").map(String.init)
            try #require(words.first == Self.binaryPath && words.contains(view.value), "\(line)")
            let result = try Self.shell(line, in: clone)
            try #require(result.status == 0, "\(line) exited with \(result.status)\n\(result.stdout)\(result.stderr)")
            let output = clone.appendingPathComponent(try #require(Self.value(of: ["-o", "--output"], in: words), "\(line) names its output"))
            switch words[1] {
            case "render":
                #expect(Self.pngs(in: output) == [frameName])
                let size = try Self.pngSize(output.appendingPathComponent(frameName))
                #expect(size.width == width && size.height == height, "\(size)")
            case "export":
                let probe = try VideoDecoding.probe(output)
                #expect(probe.frameCount == frameCount && probe.width == width && probe.height == height,
                        "\(output.lastPathComponent): \(probe.frameCount ?? 0) frames of \(probe.width) x \(probe.height)")
                exports += 1
            default:
                Issue.record("the view quick start runs render and export only: \(line)")
            }
        }
        #expect(exports == 2)
    }
}
