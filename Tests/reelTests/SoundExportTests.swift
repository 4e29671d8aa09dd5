import Foundation
import ReelExport
import Testing

/// Videos with sound, measured with ffmpeg: a 1 ms click placed at sample 48,000 (t = 1 s) of a
/// 3 s WAV given with `--audio` is found within 48 samples (1 ms) of it in each container's
/// decoded sound, the sound lasts exactly the video, a sharded export joined by `reel concat`
/// decodes to the very samples of a single export, and every way to get sound wrong is refused
/// by name with nothing written. Videos are 64 x 64, 3 s, at the fastest settings.
@Suite struct SoundExportTests {
    struct Files: Sendable {
        var dir: URL
        var scene: URL
        /// 3 s, a click at sample 48,000.
        var click: URL
    }

    static let made: Result<Files, any Error> = Result {
        let scene = try TestScenes.moving(width: 64, height: 64, fps: 30, frames: 90)
        let dir = scene.deletingLastPathComponent()
        let click = dir.appendingPathComponent("click.wav")
        try SoundDecoding.clicks([48_000], seconds: 3, to: click)
        return Files(dir: dir, scene: scene, click: click)
    }

    static func files() throws -> Files { try made.get() }

    /// Exports the scene to `name` with `options`; the file.
    static func export(_ name: String, _ options: [String], files: Files) throws -> URL {
        let out = files.dir.appendingPathComponent(name)
        let fastest = name.hasSuffix(".mov") ? [] : ["--preset", "ultrafast"]
        let result = try CLIRunner.run(["export", files.scene.path, "-o", out.path, "--quiet"] + fastest + options)
        guard result.status == 0 else { throw VideoDecoding.DecodingFailure(message: result.stderr) }
        return out
    }

    /// Whether `onsets` are `expected`, each within 48 samples.
    static func near(_ onsets: [Int], _ expected: [Int]) -> Bool {
        onsets.count == expected.count && zip(onsets, expected).allSatisfy { abs($0 - $1) <= 48 }
    }

    /// H.264/AAC in MP4: the click within 1 ms, the track exactly the video's 3 s (the edit list
    /// trims AAC's priming and padding), 48 kHz stereo.
    @Test func mp4CarriesTheClickOnItsSample() throws {
        let files = try Self.files()
        let mp4 = try Self.export("click.mp4", ["--audio", files.click.path], files: files)
        let audio = try #require(try AudioStreamProbe.probe(mp4))
        #expect(audio.codec == "aac" && audio.sampleRate == 48_000 && audio.channels == 2)
        #expect(audio.duration == 3)
        #expect(try VideoProbe.probe(mp4).duration == 3)
        let onsets = SoundDecoding.onsets(try SoundDecoding.samples(of: mp4, limit: 3))
        #expect(Self.near(onsets, [48_000]), "\(onsets)")
        #expect(try SoundDecoding.firstFrameTime(of: mp4, stream: "a") == SoundDecoding.firstFrameTime(of: mp4, stream: "v"))
    }

    /// ProRes with 24-bit PCM in MOV (`--audio-codec pcm`): the WAV's samples, every one.
    @Test func movWithPCMCarriesTheSoundSampleForSample() throws {
        let files = try Self.files()
        let mov = try Self.export("click.mov", ["--audio", files.click.path, "--audio-codec", "pcm"], files: files)
        #expect(try AudioStreamProbe.probe(mov)?.codec == "pcm_s24le")
        let samples = try SoundDecoding.samples(of: mov)
        #expect(samples.count == 2 * 144_000)
        #expect(samples == (try SoundDecoding.samples(of: files.click)))
        #expect(SoundDecoding.onsets(samples) == [48_000])
    }

    /// VP9/Opus in WebM: shifted by Opus's pre-skip, the sound starts with the first frame (ffmpeg
    /// alone starts the video 7 ms late) and the click is within 1 ms; exactly 144,000 samples.
    @Test func webmOpusStartsWithTheVideo() throws {
        let files = try Self.files()
        let webm = try Self.export("click.webm", ["--audio", files.click.path], files: files)
        #expect(try AudioStreamProbe.probe(webm)?.codec == "opus")
        let samples = try SoundDecoding.samples(of: webm)
        #expect(samples.count == 2 * 144_000)
        #expect(Self.near(SoundDecoding.onsets(samples), [48_000]), "\(SoundDecoding.onsets(samples))")
        let audioStart = try SoundDecoding.firstFrameTime(of: webm, stream: "a")
        let videoStart = try SoundDecoding.firstFrameTime(of: webm, stream: "v")
        #expect(abs(audioStart - videoStart) < 0.001, "sound at \(audioStart) s, video at \(videoStart) s")
    }

    /// Ten clicks at ten times, none on a frame boundary, each within 1 ms in the MP4.
    @Test func tenClicksLandOnTheirSamples() throws {
        let files = try Self.files()
        let clicks = (0..<10).map { 7_001 + $0 * 13_457 }
        let wav = files.dir.appendingPathComponent("ten.wav")
        try SoundDecoding.clicks(clicks, seconds: 3, to: wav)
        let mp4 = try Self.export("ten.mp4", ["--audio", wav.path], files: files)
        let onsets = SoundDecoding.onsets(try SoundDecoding.samples(of: mp4, limit: 3))
        #expect(Self.near(onsets, clicks), "\(onsets)")
    }

    /// Three MPEG-TS shards with lossless sound (SMPTE 302M, each exactly its range, recorded)
    /// join into an MP4 whose decoded sound is the single export's, sample for sample, and into
    /// a MOV with the click on its sample.
    @Test func shardsJoinIntoTheSoundOfASingleExport() throws {
        let files = try Self.files()
        let single = try Self.export("single.mp4", ["--audio", files.click.path, "--crf", "0"], files: files)
        let parts = try (1...3).map { try Self.export("part\($0).ts", ["--audio", files.click.path, "--crf", "0", "--shard", "\($0)/3"], files: files) }
        for (index, part) in parts.enumerated() {
            let audio = try #require(try AudioStreamProbe.probe(part))
            #expect(audio.codec == "s302m")
            #expect(try SoundDecoding.samples(of: part).count == 2 * 48_000)
            let record = try ChunkProbe.probe(part, shown: part.lastPathComponent).record
            #expect(record?.audio == Int64(index * 48_000)..<Int64((index + 1) * 48_000))
        }
        let joined = files.dir.appendingPathComponent("joined.mp4")
        let concat = try CLIRunner.run(["concat", joined.path, parts[2].path, parts[0].path, parts[1].path, "--quiet"])
        #expect(concat.status == 0, "\(concat.stderr)")
        #expect(try AudioStreamProbe.probe(joined)?.duration == 3)
        let expected = try SoundDecoding.samples(of: single)
        #expect(try SoundDecoding.samples(of: joined) == expected)
        #expect(Self.near(SoundDecoding.onsets(expected), [48_000]))
        let mov = files.dir.appendingPathComponent("joined.mov")
        #expect(try CLIRunner.run(["concat", mov.path] + parts.map(\.path) + ["--quiet"]).status == 0)
        #expect(try AudioStreamProbe.probe(mov)?.codec == "aac")
        #expect(Self.near(SoundDecoding.onsets(try SoundDecoding.samples(of: mov, limit: 3)), [48_000]))
    }

    /// Chunks that do not make one sound: some silent, or one whose sound is cut. Refused by
    /// name, nothing written, no temporary left.
    @Test func chunksWhoseSoundsDoNotJoinAreRefused() throws {
        let files = try Self.files()
        let dir = try CLIRunner.temporaryDirectory()
        func export(_ name: String, _ options: [String]) throws -> URL {
            let out = dir.appendingPathComponent(name)
            let result = try CLIRunner.run(["export", files.scene.path, "-o", out.path, "--preset", "ultrafast", "--quiet"] + options)
            guard result.status == 0 else { throw VideoDecoding.DecodingFailure(message: result.stderr) }
            return out
        }
        let first = try export("a1.ts", ["--audio", files.click.path, "--shard", "1/2"])
        let silent = try export("s2.ts", ["--shard", "2/2"])
        let out = dir.appendingPathComponent("j.mp4")
        let mixed = try CLIRunner.run(["concat", out.path, first.path, silent.path])
        #expect(mixed.status == 1)
        #expect(mixed.stderr == "error: concat: \(first.path) carries sound but \(silent.path) does not: chunks must come from one export; export every shard with the same sound, or every one with --mute\n")
        // Shard 2's video with half its sound, its record kept.
        let second = try export("a2.ts", ["--audio", files.click.path, "--shard", "2/2"])
        let record = try #require(try ChunkProbe.probe(second, shown: "a2.ts").recordText)
        let half = dir.appendingPathComponent("half.wav"), cut = dir.appendingPathComponent("cut2.ts")
        try SoundDecoding.clicks([100], seconds: 0.75, to: half)
        try SoundDecoding.run(["-i", second.path, "-i", half.path, "-map", "0:v", "-map", "1:a", "-c:v", "copy", "-c:a", "s302m", "-strict", "-2",
                               "-metadata", "service_provider=Reel", "-metadata", "service_name=" + record, "-y", cut.path])
        let short = try CLIRunner.run(["concat", out.path, first.path, cut.path])
        #expect(short.status == 1)
        #expect(short.stderr == "error: concat: \(cut.path) carries 36000 samples of sound, but its record says samples 72000-144000 (72000): it is cut short or damaged; export that shard again\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// Sound options that cannot be: usage errors naming the option, no file.
    @Test func wrongSoundOptionsAreRefused() throws {
        let files = try Self.files()
        let dir = try CLIRunner.temporaryDirectory()
        let cases: [(String, [String], String)] = [
            ("w.webm", ["--audio", files.click.path, "--shard", "1/2"],
             "--shard: a .webm chunk cannot carry its sound losslessly (WebM holds only Opus or Vorbis), so sharded sound could not be joined exactly; shard to .ts, .mp4 or .mov, or leave the sound out with --mute"),
            ("b.mp4", ["--audio-bitrate", "9000"], "--audio-bitrate 9000 is outside aac's range 32-512 kb/s (default 192)"),
            ("b.mp4", ["--audio-bitrate", "loud"], "--audio-bitrate takes kb/s, such as 192 or 192k, not 'loud'"),
            ("b.mov", ["--audio-codec", "pcm", "--audio-bitrate", "192"], "--audio-bitrate does not apply to pcm, which is uncompressed"),
            ("c.mp4", ["--audio-codec", "pcm"], "--audio-codec pcm cannot go in a .mp4 file; .mp4 takes aac"),
            ("m.mp4", ["--mute", "--audio", files.click.path], "--mute leaves sound out; give --mute or --audio, not both"),
        ]
        for (name, options, message) in cases {
            let out = dir.appendingPathComponent(name)
            let result = try CLIRunner.run(["export", files.scene.path, "-o", out.path] + options)
            #expect(result.status == 2, "\(options)")
            #expect(result.stderr.hasPrefix("Error: " + message + "\n"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
        // A file that is not sound: a failure naming it.
        let out = dir.appendingPathComponent("n.mp4")
        let notSound = try CLIRunner.run(["export", files.scene.path, "-o", out.path, "--audio", files.scene.path])
        #expect(notSound.status == 1)
        #expect(notSound.stderr.hasPrefix("error: --audio \(files.scene.path): ffmpeg cannot read it ("), "\(notSound.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// A GIF has no sound: a warning (none with --quiet), exit 0, a GIF without sound.
    @Test func gifWarnsThatSoundIsDropped() throws {
        let files = try Self.files()
        let dir = try CLIRunner.temporaryDirectory()
        let gif = dir.appendingPathComponent("g.gif")
        let result = try CLIRunner.run(["export", files.scene.path, "-o", gif.path, "--audio", files.click.path, "--frames", "0-9"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: Moving: sound is dropped: GIF has no audio\n"))
        #expect(try AudioStreamProbe.probe(gif) == nil)
        let quiet = try CLIRunner.run(["export", files.scene.path, "-o", gif.path, "--audio", files.click.path, "--frames", "0-9", "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    /// `reel stitch --audio`: a longer sound is cut to the video, a shorter one padded with
    /// silence; the clicks stay on their samples.
    @Test func stitchCutsOrPadsTheSoundToTheVideo() throws {
        let files = try Self.files()
        let dir = try CLIRunner.temporaryDirectory()
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        try SoundDecoding.run(["-f", "lavfi", "-i", "testsrc=size=64x64:rate=30", "-frames:v", "45", frames.appendingPathComponent("frame-%05d.png").path])
        let cut = dir.appendingPathComponent("cut.mp4")
        let stitched = try CLIRunner.run(["stitch", frames.path, cut.path, "--fps", "30", "--preset", "ultrafast", "--audio", files.click.path, "--quiet"])
        #expect(stitched.status == 0, "\(stitched.stderr)")
        #expect(try AudioStreamProbe.probe(cut)?.duration == 1.5)
        #expect(Self.near(SoundDecoding.onsets(try SoundDecoding.samples(of: cut, limit: 1.5)), [48_000]))
        let short = dir.appendingPathComponent("short.wav")
        try SoundDecoding.clicks([12_000], seconds: 0.5, to: short)
        let padded = dir.appendingPathComponent("padded.mov")
        #expect(try CLIRunner.run(["stitch", frames.path, padded.path, "--fps", "30", "--audio", short.path, "--audio-codec", "pcm", "--quiet"]).status == 0)
        let samples = try SoundDecoding.samples(of: padded)
        #expect(samples.count == 2 * 72_000)
        #expect(SoundDecoding.onsets(samples) == [12_000])
        #expect(samples[(2 * 24_000)...].allSatisfy { $0 == 0 })
    }
}
