import Foundation
import ReelExport
import Testing

/// A scene's own sound, end to end: sounds its events play and its soundtrack, mixed by the
/// command and encoded with the video. A 1 ms click played at t = 1 s is found within 48 samples
/// of sample 48,000 in the MP4 (two exports decode to the same samples), the same in a 3-shard export joined by `reel concat`, ten events'
/// clicks on their samples, a sound at volume 0.5 measures -6.02 dB against full volume, the mix
/// `reel render` writes is the same bytes on any thread count, and a GIF says its sound is dropped.
@Suite struct SceneSoundTests {
    struct Files: Sendable {
        var dir: URL
        var click: URL
    }

    static let made: Result<Files, any Error> = Result {
        let dir = try CLIRunner.temporaryDirectory()
        let click = dir.appendingPathComponent("click.wav")
        try SoundDecoding.clicks([0], seconds: 0.001, to: click)
        try SoundDecoding.run(["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=1", "-c:a", "pcm_s24le", "-y",
                               dir.appendingPathComponent("tone.wav").path])
        return Files(dir: dir, click: click)
    }

    /// A 64 x 64, 3 s, 30 fps scene file named `name` in the fixtures' folder, whose timeline is `timeline`.
    static func scene(_ name: String, timeline: String) throws -> URL {
        let files = try made.get()
        let url = files.dir.appendingPathComponent(name + ".swift")
        try """
            import SwiftUI

            struct \(name): AnimatedScene {
                var format = SceneFormat(width: 64, height: 64, fps: 30, duration: 3)
                @State var lit = false
                var body: some View { Rectangle().fill(lit ? Color.orange : Color.blue).padding(8) }
                var timeline: some Timeline {
            \(timeline)
                }
            }
            """.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Runs `reel` with `arguments`; fails the test with its errors unless it exits 0.
    @discardableResult
    static func reel(_ arguments: [String]) throws -> CLIRunner.Result {
        let result = try CLIRunner.run(arguments)
        guard result.status == 0 else { throw VideoDecoding.DecodingFailure(message: result.stderr) }
        return result
    }

    static func near(_ onsets: [Int], _ expected: [Int]) -> Bool {
        onsets.count == expected.count && zip(onsets, expected).allSatisfy { abs($0 - $1) <= 48 }
    }

    @Test func aClickPlayedAtOneSecondIsOnItsSampleInTheMP4AndInAJoinedShardedExport() throws {
        let scene = try Self.scene("Click", timeline: "        At(1) { play(Sound(\"click.wav\")); lit = true }")
        let dir = scene.deletingLastPathComponent()
        let mp4 = dir.appendingPathComponent("click.mp4")
        try Self.reel(["export", scene.path, "-o", mp4.path, "--preset", "ultrafast", "--crf", "0", "--quiet"])
        let single = try SoundDecoding.samples(of: mp4, limit: 3)
        #expect(Self.near(SoundDecoding.onsets(single), [48_000]), "\(SoundDecoding.onsets(single))")
        // A second export decodes to the same samples.
        let again = dir.appendingPathComponent("click-again.mp4")
        try Self.reel(["export", scene.path, "-o", again.path, "--preset", "ultrafast", "--crf", "0", "--quiet"])
        #expect(try SoundDecoding.samples(of: again, limit: 3) == single)
        #expect(try AudioStreamProbe.probe(mp4)?.duration == 3)
        let parts = try (1...3).map { index -> URL in
            let part = dir.appendingPathComponent("click-\(index).ts")
            try Self.reel(["export", scene.path, "-o", part.path, "--preset", "ultrafast", "--crf", "0", "--shard", "\(index)/3", "--quiet"])
            return part
        }
        let joined = dir.appendingPathComponent("click-joined.mp4")
        try Self.reel(["concat", joined.path] + parts.map(\.path) + ["--quiet"])
        #expect(try SoundDecoding.samples(of: joined, limit: 3) == single)
    }

    @Test func tenEventsClickOnTheirSamples() throws {
        let times = (0..<10).map { 0.1 + Double($0) * 0.27 }
        let scene = try Self.scene("Ten", timeline: times.map { "        At(\($0)) { play(Sound(\"click.wav\")) }" }.joined(separator: "\n"))
        let mp4 = scene.deletingLastPathComponent().appendingPathComponent("ten.mp4")
        try Self.reel(["export", scene.path, "-o", mp4.path, "--preset", "ultrafast", "--quiet"])
        let onsets = SoundDecoding.onsets(try SoundDecoding.samples(of: mp4, limit: 3))
        #expect(Self.near(onsets, times.map { Int(($0 * 48_000).rounded()) }), "\(onsets)")
    }

    @Test func halfVolumeIsMinusSixDecibelsAndTheMixIsTheSameOnAnyThreadCount() throws {
        let scene = try Self.scene("Level", timeline: "        At(0.5) { play(Sound(\"tone.wav\")) }\n        At(2) { play(Sound(\"tone.wav\"), volume: 0.5) }")
        let dir = scene.deletingLastPathComponent()
        let one = dir.appendingPathComponent("level-1"), two = dir.appendingPathComponent("level-2")
        try Self.reel(["render", scene.path, "-o", one.path, "--threads", "1", "--quiet"])
        try Self.reel(["render", scene.path, "-o", two.path, "--threads", "2", "--quiet"])
        let wav = one.appendingPathComponent("audio.wav")
        let bytes = try Data(contentsOf: wav)
        #expect(bytes == (try Data(contentsOf: two.appendingPathComponent("audio.wav"))))
        let samples = try SoundDecoding.samples(of: wav)
        #expect(samples.count == 2 * 144_000)
        func rms(from start: Double, to end: Double) -> Double {
            let range = (Int(start * 48_000) * 2)..<(Int(end * 48_000) * 2)
            return (samples[range].reduce(0.0) { $0 + pow(Double($1) / Double(Int32.max), 2) } / Double(range.count)).squareRoot()
        }
        let decibels = 20 * log10(rms(from: 2.1, to: 2.9) / rms(from: 0.6, to: 1.4))
        #expect(abs(decibels + 6.02) <= 0.2, "\(decibels) dB")
    }

    @Test func aGIFOfASceneWithSoundSaysTheSoundIsDropped() throws {
        let scene = try Self.scene("Quiet", timeline: "        At(1) { play(Sound(\"click.wav\")) }")
        let gif = scene.deletingLastPathComponent().appendingPathComponent("quiet.gif")
        let result = try CLIRunner.run(["export", scene.path, "-o", gif.path, "--frames", "0-9"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: Quiet: sound is dropped: GIF has no audio\n"), "\(result.stderr)")
        #expect(try AudioStreamProbe.probe(gif) == nil)
    }

    @Test func theGallerysMetronomeTicksOnItsBeats() throws {
        let out = try CLIRunner.temporaryDirectory()
        try Self.reel(["render", "Scenes/Metronome.swift", "--frames", "0-59", "-o", out.path, "--quiet"])
        let samples = try SoundDecoding.samples(of: out.appendingPathComponent("audio.wav"))
        #expect(samples.count == 2 * 96_000)
        // The soundtrack lies under the clicks (well below half of full scale); each click starts
        // on its beat's sample.
        #expect(SoundDecoding.onsets(samples).map { ($0 + 24) / 24_000 * 24_000 } == [24_000, 48_000, 72_000])
    }
}
