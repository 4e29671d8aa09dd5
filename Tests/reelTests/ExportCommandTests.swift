import Foundation
import ReelExport
import Testing

@Suite struct ExportCommandTests {
    /// Every format: ffprobe finds the codec, the scene's size and frame rate, and exactly the
    /// scene's frames.
    @Test(arguments: [
        ("mp4", [String](), "h264", "yuv420p"), ("mp4", ["--codec", "hevc"], "hevc", "yuv420p"),
        ("webm", [], "vp9", "yuv420p"), ("webm", ["--alpha"], "vp9", "yuv420p"),
        ("mov", ["--alpha"], "prores", "yuva444p12le"), ("mov", [], "prores", "yuv422p10le"),
        ("gif", [], "gif", "bgra"), ("png", [], "apng", "rgb24"), ("ts", [], "h264", "yuv420p"),
    ])
    func everyFormatHasTheScenesSizeRateAndFrames(ext: String, options: [String], codec: String, pixelFormat: String) throws {
        let scene = try TestScenes.moving(width: 160, height: 90, fps: 25, frames: 30)
        let out = scene.deletingLastPathComponent().appendingPathComponent("out.\(ext)")
        let result = try CLIRunner.run(["export", scene.path, "-o", out.path, "--quiet"] + options)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "--quiet prints nothing: \(result.stdout) \(result.stderr)")
        let probe = try VideoDecoding.probe(out)
        #expect(probe.codec == codec)
        #expect(probe.width == 160 && probe.height == 90)
        #expect(probe.frameRate == "25/1")
        #expect(probe.frameCount == 30)
        // The libvpx alpha plane is not a pixel format of the stream; it is checked by decoding below.
        #expect(probe.pixelFormat == pixelFormat)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path).sorted()
                == ["Moving.swift", "out.\(ext)"])
    }

    @Test func framesAndEveryNthFrameChooseTheFramesAndTheRate() throws {
        let scene = try TestScenes.moving(fps: 30, frames: 60)
        let dir = scene.deletingLastPathComponent()
        let range = try CLIRunner.run(["export", scene.path, "-o", dir.appendingPathComponent("r.mp4").path, "--frames", "10-29", "--quiet"])
        #expect(range.status == 0, "\(range.stderr)")
        #expect(try VideoDecoding.probe(dir.appendingPathComponent("r.mp4")).frameCount == 20)
        let nth = try CLIRunner.run(["export", scene.path, "-o", dir.appendingPathComponent("n.mp4").path, "--every-nth-frame", "4", "--quiet"])
        #expect(nth.status == 0, "\(nth.stderr)")
        let probe = try VideoDecoding.probe(dir.appendingPathComponent("n.mp4"))
        #expect(probe.frameCount == 15)
        #expect(probe.frameRate == "15/2")
    }

    /// Colour bars come back from H.264 within 2/255 when decoded as BT.709, as players do.
    @Test func h264KeepsColoursWithinTwoSteps() throws {
        let colours: [UInt32] = [0x008800, 0x00BDF2, 0xFF0000, 0xFAF9F7, 0xFFCC00, 0x000000, 0xFFFFFF]
        let bars = colours.map { String(format: "Rectangle().fill(Color(hex: 0x%06X))", $0) }.joined(separator: "\n")
        let scene = try TestScenes.write("Bars", """
            import Reel

            struct Bars: AnimatedScene {
                var format = SceneFormat(width: 700, height: 100, fps: 10, duration: 0.3)
                var body: some View {
                    HStack(spacing: 0) {
            \(bars)
                    }
                }
            }
            """)
        let out = scene.deletingLastPathComponent().appendingPathComponent("bars.mp4")
        let result = try CLIRunner.run(["export", scene.path, "-o", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try VideoDecoding.frames(of: out, width: 700, height: 100)
        #expect(frames.count == 3)
        for (i, colour) in colours.enumerated() {
            let offset = (50 * 700 + i * 100 + 50) * 3
            let expected = [Int(colour >> 16), Int(colour >> 8 & 0xFF), Int(colour & 0xFF)]
            let found = (0..<3).map { Int(frames[1][offset + $0]) }
            #expect(zip(expected, found).allSatisfy { abs($0 - $1) <= 2 }, "bar \(String(format: "#%06X", colour)): \(found)")
        }
        let probe = try VideoDecoding.probe(out)
        #expect(probe.pixelFormat == "yuv420p")
    }

    /// A 78%-opaque disc keeps its alpha through WebM (VP9) and MOV (ProRes 4444); a transparent
    /// corner stays transparent.
    @Test(arguments: ["webm", "mov"])
    func alphaSurvives(ext: String) throws {
        let scene = try TestScenes.write("Disc", """
            import Reel

            struct Disc: AnimatedScene {
                var format = SceneFormat(width: 64, height: 64, fps: 10, duration: 0.2, background: .clear)
                var body: some View {
                    Circle().fill(Color(hex: 0x2080F0).opacity(0.78)).frame(width: 40, height: 40)
                }
            }
            """)
        let out = scene.deletingLastPathComponent().appendingPathComponent("disc.\(ext)")
        let result = try CLIRunner.run(["export", scene.path, "-o", out.path, "--alpha", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try VideoDecoding.frames(of: out, width: 64, height: 64, alpha: true)
        #expect(frames.count == 2)
        let centre = (32 * 64 + 32) * 4
        let disc = Array(frames[0][centre..<(centre + 4)]).map(Int.init)
        let expected = [0x20, 0x80, 0xF0, Int((0.78 * 255).rounded())]
        #expect(zip(expected, disc).allSatisfy { abs($0 - $1) <= 2 }, "\(disc)")
        #expect(frames[0][3] == 0, "the corner is transparent: \(Array(frames[0][0..<4]))")
    }

    /// Three lossless shards joined by `reel concat` decode to exactly the frames of one export;
    /// with the default settings the joined video has every frame, each close to the single
    /// export's.
    @Test func shardsJoinIntoTheSingleExport() throws {
        let scene = try TestScenes.moving(fps: 30, frames: 61)
        let dir = scene.deletingLastPathComponent()
        func export(_ name: String, _ options: [String]) throws {
            let result = try CLIRunner.run(["export", scene.path, "-o", dir.appendingPathComponent(name).path, "--quiet"] + options)
            #expect(result.status == 0, "\(result.stderr)")
        }
        for lossless in [true, false] {
            let quality = lossless ? ["--crf", "0"] : []
            try export("single.mp4", quality)
            for i in 1...3 { try export("part\(i).ts", quality + ["--shard", "\(i)/3"]) }
            let joined = try CLIRunner.run(["concat", dir.appendingPathComponent("joined.mp4").path]
                                           + (1...3).map { dir.appendingPathComponent("part\($0).ts").path })
            #expect(joined.status == 0, "\(joined.stderr)")
            #expect(joined.stdout.contains("Joined 3 chunks into"))
            let single = try VideoDecoding.frames(of: dir.appendingPathComponent("single.mp4"), width: 160, height: 90)
            let parts = try VideoDecoding.frames(of: dir.appendingPathComponent("joined.mp4"), width: 160, height: 90)
            #expect(single.count == 61 && parts.count == 61)
            for (i, (a, b)) in zip(single, parts).enumerated() {
                if lossless {
                    #expect(a == b, "frame \(i) differs")
                } else {
                    #expect(VideoDecoding.meanError(a, b) <= 1, "frame \(i): mean error \(VideoDecoding.meanError(a, b))")
                }
            }
        }
    }

    @Test func shardsSayWhichFramesTheyRender() throws {
        let scene = try TestScenes.moving(fps: 30, frames: 61)
        let out = scene.deletingLastPathComponent().appendingPathComponent("p.ts")
        let result = try CLIRunner.run(["export", scene.path, "-o", out.path, "--shard", "2/3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Moving shard 2/3: frames 21-40 (20 frames)"), "\(result.stdout)")
        #expect(try VideoDecoding.probe(out).frameCount == 20)
    }

    @Test func progressIsALineEveryTenthAndTheSummarySaysWhereTheVideoWent() throws {
        let scene = try TestScenes.moving(fps: 30, frames: 40)
        let out = scene.deletingLastPathComponent().appendingPathComponent("v.mp4")
        let result = try CLIRunner.run(["export", scene.path, "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 10, "\(result.stderr)")
        #expect(lines[4].hasPrefix("Moving: 50% (20/40 frames, "))
        #expect(lines.first?.hasPrefix("Moving: 10% (4/40 frames, ") == true)
        #expect(lines.last?.hasPrefix("Moving: 100% (40/40 frames, ") == true)
        let size = try FileManager.default.attributesOfItem(atPath: out.path)[.size] as! NSNumber
        #expect(result.stdout.hasPrefix("Exported 40 frames of Moving in "))
        #expect(result.stdout.contains("%) to \(out.path) (\(RenderReport.size(size.int64Value)))\n"), "\(result.stdout)")
    }

    /// Ctrl-C half-way: exit 130, no video, no temporary file, no ffmpeg left running.
    @Test func interruptStopsFFmpegAndLeavesNothing() throws {
        let scene = try TestScenes.moving(width: 320, height: 180, fps: 30, frames: 300)
        let dir = scene.deletingLastPathComponent()
        let out = dir.appendingPathComponent("cut.mp4")
        let reel = try ChildProcess(executable: CLIRunner.executable.path, arguments: ["export", scene.path, "-o", out.path, "--threads", "1"])
        let deadline = Date().addingTimeInterval(120)
        while !reel.errorText.contains("Moving: 50%") && Date() < deadline { usleep(20_000) }
        #expect(reel.errorText.contains("Moving: 50%"))
        #expect(FFmpegProcesses.writing(into: dir).count == 1, "ffmpeg runs while exporting")
        reel.send(SIGINT)
        let ended = reel.wait()
        #expect(ended.status == 130, "\(reel.errorText)")
        #expect(reel.errorText.contains("interrupted: Moving: stopped ffmpeg and removed the unfinished video"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["Moving.swift"])
        #expect(FFmpegProcesses.writing(into: dir).isEmpty)
    }

    /// A file size limit stops ffmpeg part-way: a clear error with ffmpeg's own words, exit 1,
    /// nothing under the output's name or a temporary one.
    @Test func fullDiskIsAnErrorThatLeavesNothing() throws {
        let scene = try TestScenes.moving(width: 320, height: 180, fps: 30, frames: 90)
        let dir = scene.deletingLastPathComponent()
        let out = dir.appendingPathComponent("big.mov")
        // 40 blocks of 512 bytes: far less than the ProRes video needs. With SIGXFSZ ignored,
        // writes past the limit fail with EFBIG, as on a full disk.
        let shell = try ChildProcess(executable: "/bin/sh", arguments: [
            "-c", "ulimit -f 40; trap '' XFSZ; exec \"$0\" \"$@\"", CLIRunner.executable.path, "export", scene.path, "-o", out.path, "--quiet"])
        let ended = shell.wait()
        #expect(ended.status == 1, "\(shell.errorText)")
        #expect(shell.errorText.contains("error: Moving: ffmpeg exited with status"), "\(shell.errorText)")
        #expect(shell.errorText.lowercased().contains("file too large"), "\(shell.errorText)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["Moving.swift"])
    }

    @Test func missingFFmpegNamesTheDebianPackage() throws {
        let scene = try TestScenes.moving(frames: 3)
        let out = scene.deletingLastPathComponent().appendingPathComponent("v.mp4")
        let reel = try ChildProcess(executable: CLIRunner.executable.path, arguments: ["export", scene.path, "-o", out.path],
                                    environment: ["PATH": "/nonexistent"])
        #expect(reel.wait().status == 1)
        #expect(reel.errorText.contains("ffmpeg is not installed (no ffmpeg on PATH); install Debian's ffmpeg package: apt-get install ffmpeg"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// Bad options name the option and what is allowed; usage errors exit 2, the rest 1; no file
    /// is written.
    @Test func badInputIsRefusedBeforeAnythingIsWritten() throws {
        let scene = try TestScenes.moving(frames: 3)
        let odd = try TestScenes.write("Odd", """
            import Reel
            struct Odd: AnimatedScene {
                var format = SceneFormat(width: 101, height: 100, fps: 10, duration: 0.2)
                var body: some View { Color.red }
            }
            """)
        let dir = scene.deletingLastPathComponent()
        let cases: [([String], Int32, String)] = [
            (["-o", dir.appendingPathComponent("v.avi").path], 2, "cannot tell the video format from the extension '.avi'; use one of .mp4, .webm, .mov, .gif, .png, .ts"),
            (["-o", dir.appendingPathComponent("v.mp4").path, "--codec", "av1"], 2, "--codec av1 is not a codec Reel knows; .mp4 takes h264, hevc"),
            (["-o", dir.appendingPathComponent("v.mp4").path, "--codec", "vp9"], 2, "--codec vp9 cannot go in a .mp4 file; .mp4 takes h264, hevc"),
            (["-o", dir.appendingPathComponent("v.mp4").path, "--alpha"], 2, "--alpha: h264 in .mp4 cannot carry transparency"),
            (["-o", dir.appendingPathComponent("v.mp4").path, "--crf", "52"], 2, "--crf 52 is outside h264's range 0-51"),
            (["-o", dir.appendingPathComponent("v.webm").path, "--crf=-1"], 2, "--crf -1 is outside vp9's range 0-63"),
            (["-o", dir.appendingPathComponent("v.mov").path, "--crf", "20"], 2, "--crf does not apply to prores"),
            (["-o", dir.appendingPathComponent("v.mp4").path, "--preset", "warp"], 2, "--preset warp is not one of h264's presets"),
            (["-o", dir.appendingPathComponent("v.ts").path, "--shard", "0/3"], 2, "--shard takes I/N with 1 ≤ I ≤ N"),
            (["-o", dir.appendingPathComponent("v.ts").path, "--shard", "4/3"], 2, "--shard takes I/N with 1 ≤ I ≤ N"),
            (["-o", dir.appendingPathComponent("v.gif").path, "--shard", "1/2"], 2, "--shard: .gif videos cannot be joined from chunks"),
            (["-o", dir.appendingPathComponent("v.mp4").path, "--every-nth-frame", "0"], 2, "--every-nth-frame must be at least 1"),
            (["-o", dir.appendingPathComponent("missing/v.mp4").path], 1, "cannot write \(dir.path)/missing/v.mp4: directory \(dir.path)/missing does not exist"),
        ]
        for (options, status, message) in cases {
            let result = try CLIRunner.run(["export", scene.path] + options)
            #expect(result.status == status, "\(options): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(options): \(result.stderr)")
        }
        let oddResult = try CLIRunner.run(["export", odd.path, "-o", dir.appendingPathComponent("odd.mp4").path])
        #expect(oddResult.status == 1)
        #expect(oddResult.stderr.contains("the frames are 101 x 100 pixels, but h264 (yuv420p) needs an even width and height"), "\(oddResult.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["Moving.swift"])
    }

    @Test func concatRefusesChunksThatDoNotMatch() throws {
        let a = try TestScenes.moving(width: 160, height: 90, frames: 6)
        let b = try TestScenes.moving(width: 320, height: 180, frames: 6)
        let dir = a.deletingLastPathComponent()
        let first = dir.appendingPathComponent("a.ts"), second = dir.appendingPathComponent("b.ts"), vp9 = dir.appendingPathComponent("c.webm")
        #expect(try CLIRunner.run(["export", a.path, "-o", first.path, "--quiet"]).status == 0)
        #expect(try CLIRunner.run(["export", b.path, "-o", second.path, "--quiet"]).status == 0)
        #expect(try CLIRunner.run(["export", a.path, "-o", vp9.path, "--quiet"]).status == 0)
        let sizes = try CLIRunner.run(["concat", dir.appendingPathComponent("j.mp4").path, first.path, second.path])
        #expect(sizes.status == 1)
        #expect(sizes.stderr.contains("\(second.path) is h264 320x180 yuv420p 30/1 fps, but \(first.path) is h264 160x90 yuv420p 30/1 fps"), "\(sizes.stderr)")
        let codecs = try CLIRunner.run(["concat", dir.appendingPathComponent("j.mp4").path, first.path, vp9.path])
        #expect(codecs.status == 1)
        #expect(codecs.stderr.contains("is vp9 160x90"), "\(codecs.stderr)")
        let gif = try CLIRunner.run(["concat", dir.appendingPathComponent("j.gif").path, first.path])
        #expect(gif.status == 2)
        #expect(gif.stderr.contains(".gif videos cannot be joined without re-encoding"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("j.mp4").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// PNG frames stitched into a video decode to the frames a direct export gives (losslessly).
    @Test func stitchEncodesAFolderOfFramesAsExportDoes() throws {
        let scene = try TestScenes.moving(fps: 30, frames: 12)
        let dir = scene.deletingLastPathComponent()
        #expect(try CLIRunner.run(["render", scene.path, "-o", dir.appendingPathComponent("frames").path, "--quiet"]).status == 0)
        let stitched = try CLIRunner.run(["stitch", dir.appendingPathComponent("frames").path, dir.appendingPathComponent("s.mp4").path,
                                          "--fps", "30", "--crf", "0"])
        #expect(stitched.status == 0, "\(stitched.stderr)")
        #expect(stitched.stdout.hasPrefix("Stitched 12 frames of frames in "), "\(stitched.stdout)")
        #expect(try CLIRunner.run(["export", scene.path, "-o", dir.appendingPathComponent("e.mp4").path, "--crf", "0", "--quiet"]).status == 0)
        let a = try VideoDecoding.frames(of: dir.appendingPathComponent("s.mp4"), width: 160, height: 90)
        let b = try VideoDecoding.frames(of: dir.appendingPathComponent("e.mp4"), width: 160, height: 90)
        #expect(a.count == 12 && a == b)
        let probe = try VideoDecoding.probe(dir.appendingPathComponent("s.mp4"))
        #expect(probe.frameRate == "30/1")
        // A folder without frames, and frames of two sizes, are errors naming what is wrong.
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try CLIRunner.run(["stitch", empty.path, dir.appendingPathComponent("x.mp4").path])
        #expect(none.status == 1 && none.stderr.contains("\(empty.path) holds no PNG files"), "\(none.stderr)")
        let other = try TestScenes.moving(width: 320, height: 180, fps: 30, frames: 1)
        #expect(try CLIRunner.run(["render", other.path, "--frame", "0", "-o", other.deletingLastPathComponent().path, "--quiet"]).status == 0)
        try FileManager.default.copyItem(at: other.deletingLastPathComponent().appendingPathComponent("frame-00000.png"),
                                         to: dir.appendingPathComponent("frames/frame-00012.png"))
        let mixed = try CLIRunner.run(["stitch", dir.appendingPathComponent("frames").path, dir.appendingPathComponent("x.mp4").path])
        #expect(mixed.status == 1)
        #expect(mixed.stderr.contains("frame-00012.png is 320 x 180 pixels, but frame-00000.png is 160 x 90"), "\(mixed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.mp4").path))
    }

    /// Exporting ten times the frames raises the peak memory of `reel` by less than 10%.
    @Test func peakMemoryStaysFlat() throws {
        func peak(frames: Int) throws -> Int {
            let scene = try TestScenes.moving(width: 640, height: 360, fps: 30, frames: frames)
            let out = scene.deletingLastPathComponent().appendingPathComponent("m.mp4")
            let reel = try ChildProcess(executable: CLIRunner.executable.path,
                                        arguments: ["export", scene.path, "-o", out.path, "--quiet", "--preset", "ultrafast"])
            let ended = reel.wait()
            #expect(ended.status == 0, "\(reel.errorText)")
            return ended.peakResidentBytes
        }
        let short = try peak(frames: 20), long = try peak(frames: 200)
        #expect(Double(long) < 1.1 * Double(short), "peak RSS \(short) bytes for 20 frames, \(long) for 200")
    }
}

/// The ffmpeg processes of this machine, read from /proc.
enum FFmpegProcesses {
    /// The ffmpeg processes whose command line names a file in `directory`.
    static func writing(into directory: URL) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return arguments.first?.hasSuffix("ffmpeg") == true && arguments.contains { $0.hasPrefix(directory.path + "/") }
        }
    }
}
