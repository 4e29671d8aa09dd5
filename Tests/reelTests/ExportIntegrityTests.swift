import Foundation
import ReelExport
import Testing

/// What `reel export`, `stitch`, `concat` and `render` write is whole or is not there: a full
/// disk is an error for every format (ffmpeg 5.1 can exit 0 after "No space left on device"),
/// output names may take the file system's 255 bytes, numbers too large to count are errors,
/// and a GIF plays for the scene's duration.
@Suite struct ExportIntegrityTests {
    /// Runs `reel` with `arguments` under a file size limit of `blocks` 512-byte blocks, with
    /// SIGXFSZ ignored (inherited by ffmpeg), so that writes past the limit fail with EFBIG as on
    /// a full disk.
    static func reelLimited(blocks: Int, _ arguments: [String]) throws -> (status: Int32?, stderr: String) {
        let shell = try ChildProcess(executable: "/bin/sh", arguments: [
            "-c", "trap '' XFSZ; ulimit -f \(blocks); exec \"$0\" \"$@\"", CLIRunner.executable.path] + arguments)
        let ended = shell.wait()
        return (ended.status, shell.errorText)
    }

    /// Every video format under a full disk: exit 1, a message naming the output and the cause,
    /// nothing under the output's name and no temporary file.
    @Test(arguments: [("mp4", [String]()), ("mp4", ["--codec", "hevc"]), ("webm", []), ("mov", []), ("png", []), ("ts", []), ("gif", [])])
    func aFullDiskFailsEveryFormatAndLeavesNothing(ext: String, options: [String]) throws {
        let scene = try TestScenes.moving(width: 160, height: 90, fps: 25, frames: 25)
        let dir = scene.deletingLastPathComponent()
        let out = dir.appendingPathComponent("out.\(ext)")
        let result = try Self.reelLimited(blocks: 4, ["export", scene.path, "-o", out.path, "--quiet"] + options)
        #expect(result.status == 1, "\(result.stderr)")
        // Either ffmpeg says it failed, or Reel finds what it wrote is not whole.
        #expect(result.stderr.hasPrefix("error: Moving: cannot write \(out.path): ffmpeg could not write it (")
                || result.stderr.hasPrefix("error: Moving: ffmpeg exited with status 1"), "\(result.stderr)")
        #expect(result.stderr.contains("File too large"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["Moving.swift"])
    }

    /// `reel concat` under a full disk: the same.
    @Test func aFullDiskFailsConcatAndLeavesNothing() throws {
        let scene = try TestScenes.moving(width: 160, height: 90, fps: 25, frames: 50)
        let dir = scene.deletingLastPathComponent()
        let chunks = [dir.appendingPathComponent("1.ts"), dir.appendingPathComponent("2.ts")]
        for (index, chunk) in chunks.enumerated() {
            let made = try CLIRunner.run(["export", scene.path, "-o", chunk.path, "--shard", "\(index + 1)/2", "--quiet"])
            #expect(made.status == 0, "\(made.stderr)")
        }
        let out = dir.appendingPathComponent("joined.mp4")
        let result = try Self.reelLimited(blocks: 8, ["concat", out.path] + chunks.map(\.path))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: concat: cannot write \(out.path): ffmpeg could not write it (")
                || result.stderr.hasPrefix("error: concat: ffmpeg exited with status 1"), "\(result.stderr)")
        #expect(result.stderr.contains("File too large"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["1.ts", "2.ts", "Moving.swift"])
    }

    /// PNG frames under a full disk: the frame that cannot be written is named, and no file is
    /// left under a temporary name or half-written under a frame's.
    @Test func aFullDiskFailsRenderWithoutAHalfWrittenFrame() throws {
        let scene = try TestScenes.moving(width: 320, height: 180, fps: 25, frames: 5)
        let frames = scene.deletingLastPathComponent().appendingPathComponent("frames")
        let result = try Self.reelLimited(blocks: 4, ["render", scene.path, "-o", frames.path, "--quiet", "--threads", "1"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("error: Moving: cannot write \(frames.path)/frame-00000.png: writing \(frames.path)/.reel-"),
                "\(result.stderr)")
        #expect(result.stderr.contains(".tmp failed: File too large"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).isEmpty)
    }

    /// Whether this process can mount a small tmpfs (root with the capability to mount).
    static let canMountTmpfs: Bool = {
        guard getuid() == 0, let point = try? CLIRunner.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: point) }
        let mount = try? ChildProcess(executable: "/bin/mount", arguments: ["-t", "tmpfs", "-o", "size=64k", "tmpfs", point.path])
        guard mount?.wait().succeeded == true else { return false }
        _ = try? ChildProcess(executable: "/bin/umount", arguments: [point.path]).wait()
        return true
    }()

    /// A real full disk (a 64 KiB tmpfs, where this runs as root): export fails with "No space
    /// left on device" and leaves nothing; render keeps only whole frames.
    @Test(.enabled(if: canMountTmpfs, "needs root to mount a tmpfs"))
    func aFullTmpfsFailsExportAndRender() throws {
        let scene = try TestScenes.moving(width: 640, height: 360, fps: 25, frames: 50)
        let disk = scene.deletingLastPathComponent().appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mount = try ChildProcess(executable: "/bin/mount", arguments: ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk.path])
        try #require(mount.wait().succeeded, "\(mount.errorText)")
        defer { _ = try? ChildProcess(executable: "/bin/umount", arguments: [disk.path]).wait() }
        for (ext, options) in [("mp4", ["--crf", "0"]), ("gif", [])] {
            let out = disk.appendingPathComponent("out.\(ext)")
            let export = try CLIRunner.run(["export", scene.path, "-o", out.path, "--quiet"] + options)
            #expect(export.status == 1, "\(export.stderr)")
            #expect(export.stderr.contains("No space left on device"), "\(export.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).isEmpty)
        }
        let frames = disk.appendingPathComponent("frames")
        let render = try CLIRunner.run(["render", scene.path, "-o", frames.path, "--quiet"])
        #expect(render.status == 1, "\(render.stderr)")
        #expect(render.stderr.contains(".tmp failed: No space left on device"), "\(render.stderr)")
        // `reel-render.json`, the record `stitch` reads, is written before the first frame.
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0 != "reel-render.json" }
        #expect(!names.isEmpty && names.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "\(names)")
        for name in names {
            // A whole PNG ends with its IEND chunk.
            let bytes = try Data(contentsOf: frames.appendingPathComponent(name))
            #expect(bytes.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(name)")
        }
    }

    /// Output names of 255 bytes (the file system's most) work for video, GIF, APNG, concat,
    /// a plot and a folder of frames: temporary names are short and of their own.
    @Test func outputNamesOf255BytesWork() throws {
        let scene = try TestScenes.moving(width: 32, height: 18, fps: 10, frames: 4)
        let dir = scene.deletingLastPathComponent()
        func name(_ ext: String) -> URL { dir.appendingPathComponent(String(repeating: "n", count: 255 - ext.utf8.count - 1) + "." + ext) }
        for ext in ["mp4", "gif", "png", "ts"] {
            let result = try CLIRunner.run(["export", scene.path, "-o", name(ext).path, "--quiet"])
            #expect(result.status == 0, "\(ext): \(result.stderr)")
            #expect(try VideoProbe.probe(name(ext), countPackets: true).packetCount == 4, "\(ext)")
        }
        try FileManager.default.moveItem(at: name("mp4"), to: dir.appendingPathComponent("whole.mp4"))
        let joined = try CLIRunner.run(["concat", name("mp4").path, name("ts").path])
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(try VideoProbe.probe(name("mp4"), countPackets: true).packetCount == 4)
        let folder = dir.appendingPathComponent(String(repeating: "f", count: 255))
        #expect(try CLIRunner.run(["render", scene.path, "-o", folder.path, "--frame", "0", "--quiet"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frame-00000.png").path))
        let plot = name("png").deletingLastPathComponent().appendingPathComponent(String(repeating: "p", count: 251) + ".png")
        let curve = try CLIRunner.run(["curve", ".easeInOut", "--plot", plot.path])
        #expect(curve.status == 0, "\(curve.stderr)")
        #expect(FileManager.default.fileExists(atPath: plot.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// Numbers too large to count never reach a conversion to a whole number: a scene file's
    /// frame rate is an error at its format, `--fps` and `--scale` are refused; nothing traps and
    /// nothing is left behind.
    @Test func numbersTooLargeToCountAreErrorsNotTraps() throws {
        let still = try TestScenes.write("Fast", """
            import Reel
            struct Fast: AnimatedScene {
                var format = SceneFormat(width: 32, height: 18, fps: 1e19)
                var body: some View { Color.red }
            }
            """)
        let dir = still.deletingLastPathComponent()
        for command in [["export", still.path, "-o", dir.appendingPathComponent("f.mp4").path], ["validate", still.path],
                        ["render", still.path, "-o", dir.appendingPathComponent("frames").path]] {
            let result = try CLIRunner.run(command)
            #expect(result.status == 1, "\(command[0]): \(result.stderr)")
            #expect(result.stderr.contains("Fast.swift:3:9: error: format: fps must be from 0.001 to 1000, not 1e+19"), "\(command[0]): \(result.stderr)")
        }
        let scene = try TestScenes.moving(width: 32, height: 18, fps: 10, frames: 2)
        let scaled = try CLIRunner.run(["export", scene.path, "-o", dir.appendingPathComponent("s.mp4").path, "--scale", "1e308"])
        #expect(scaled.status == 1, "\(scaled.stderr)")
        #expect(scaled.stderr.contains("error: Moving: format: the canvas is inf x inf pixels; each side may be at most 16384"), "\(scaled.stderr)")
        let rendered = try CLIRunner.run(["render", scene.path, "-o", dir.appendingPathComponent("frames").path, "--scale", "1e308"])
        #expect(rendered.status == 1, "\(rendered.stderr)")
        #expect(rendered.stderr.contains("the canvas is inf x inf pixels"), "\(rendered.stderr)")
        #expect(try CLIRunner.run(["render", scene.path, "-o", dir.appendingPathComponent("frames").path, "--quiet"]).status == 0)
        for fps in ["1e19", "1000.5", "1e-300", "inf"] {
            let stitched = try CLIRunner.run(["stitch", dir.appendingPathComponent("frames").path, dir.appendingPathComponent("t.mp4").path, "--fps", fps])
            #expect(stitched.status == 2, "\(fps): \(stitched.stderr)")
            #expect(stitched.stderr.contains(fps == "inf" ? "--fps must be a positive number, not inf" : "--fps must be from 0.001 to 1000, not \(fps == "1e19" ? "1e+19" : fps)"),
                    "\(fps): \(stitched.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(left == ["Fast.swift", "frames"], "\(left)")
    }

    /// The delays of every frame of a GIF, in hundredths of a second, read from its blocks.
    static func gifDelays(_ url: URL) throws -> [Int] {
        let bytes = [UInt8](try Data(contentsOf: url))
        var at = 13, delays: [Int] = []
        if bytes[10] & 0x80 != 0 { at += 3 << (Int(bytes[10] & 7) + 1) }
        func skipSubBlocks() {
            while at < bytes.count, bytes[at] != 0 { at += Int(bytes[at]) + 1 }
            at += 1
        }
        while at < bytes.count {
            switch bytes[at] {
            case 0x21:
                if bytes[at + 1] == 0xF9 { delays.append(Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8) }
                at += 2
                skipSubBlocks()
            case 0x2C:
                let flags = bytes[at + 9]
                at += 10
                if flags & 0x80 != 0 { at += 3 << (Int(flags & 7) + 1) }
                at += 1   // LZW minimum code size
                skipSubBlocks()
            case 0x3B:
                return delays
            default:
                throw VideoDecoding.DecodingFailure(message: "unexpected GIF block \(bytes[at]) at \(at)")
            }
        }
        return delays
    }

    /// A 3 s scene at 60 fps makes a GIF that plays for 3 s (150 frames of 2 hundredths), and
    /// says once that its rate differs; `stitch --fps 60` makes the same.
    @Test func aGIFPlaysForTheScenesDuration() throws {
        let scene = try TestScenes.moving(width: 32, height: 18, fps: 60, frames: 180)
        let dir = scene.deletingLastPathComponent()
        let gif = dir.appendingPathComponent("m.gif")
        let result = try CLIRunner.run(["export", scene.path, "-o", gif.path])
        #expect(result.status == 0, "\(result.stderr)")
        let note = "note: GIF frames last whole hundredths of a second: Moving plays at 50 fps (150 frames of its 180 at 60 fps), for the same 3 s"
        #expect(result.stderr.components(separatedBy: note).count == 2, "once: \(result.stderr)")
        let delays = try Self.gifDelays(gif)
        #expect(delays.count == 150 && delays.allSatisfy { $0 == 2 }, "\(delays)")
        #expect(delays.reduce(0, +) == 300)
        let probe = try VideoProbe.probe(gif, countPackets: true)
        #expect(probe.packetCount == 150 && probe.frameRate == "50/1")
        #expect(try CLIRunner.run(["render", scene.path, "-o", dir.appendingPathComponent("frames").path, "--quiet"]).status == 0)
        let stitched = try CLIRunner.run(["stitch", dir.appendingPathComponent("frames").path, dir.appendingPathComponent("s.gif").path, "--fps", "60"])
        #expect(stitched.status == 0, "\(stitched.stderr)")
        #expect(stitched.stderr.contains("note: GIF frames last whole hundredths of a second: frames plays at 50 fps (150 frames of its 180 at 60 fps)"))
        #expect(try Self.gifDelays(dir.appendingPathComponent("s.gif")).reduce(0, +) == 300)
        // A 24 fps scene plays at 20 fps, also for its whole duration.
        let film = try TestScenes.moving(width: 32, height: 18, fps: 24, frames: 48)
        let filmGIF = film.deletingLastPathComponent().appendingPathComponent("f.gif")
        #expect(try CLIRunner.run(["export", film.path, "-o", filmGIF.path, "--quiet"]).status == 0)
        #expect(try Self.gifDelays(filmGIF) == Array(repeating: 5, count: 40))
    }
}
