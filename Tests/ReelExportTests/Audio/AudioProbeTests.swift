import Foundation
import Reel
import Testing
@testable import ReelExport

/// `AudioProbe` and the mixer on files that cannot be played: each is refused with its exact
/// message, naming the file, and a mix that meets one leaves nothing behind.
@Suite struct AudioProbeTests {
    /// The message `AudioProbe` gives for the fixture `name`.
    static func message(_ fixtures: AudioFixtures, _ name: String) -> String {
        do {
            _ = try AudioProbe.probe(fixtures.path(name), shown: name, ffmpeg: fixtures.ffmpeg)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func goodFilesAreProbed() throws {
        let fixtures = try AudioFixtures()
        try fixtures.generate("tone.mp3", ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=2", "-c:a", "libmp3lame"])
        try fixtures.generate("tone.opus", ["-f", "lavfi", "-i", "sine=frequency=440:duration=2", "-ac", "2", "-c:a", "libopus"])
        let mp3 = try AudioProbe.probe(fixtures.path("tone.mp3"), ffmpeg: fixtures.ffmpeg)
        #expect(mp3.codec == "mp3" && mp3.channels == 1 && mp3.sampleRate == 44_100 && abs(mp3.duration - 2) < 0.05)
        let opus = try AudioProbe.probe(fixtures.path("tone.opus"), ffmpeg: fixtures.ffmpeg)
        #expect(opus.codec == "opus" && opus.channels == 2 && opus.sampleRate == 48_000 && abs(opus.duration - 2) < 0.05)
    }

    @Test func badFilesGiveExactMessages() throws {
        let fixtures = try AudioFixtures()
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: fixtures.path("text.wav")))
        try Data().write(to: URL(fileURLWithPath: fixtures.path("nothing.wav")))
        try FileManager.default.createDirectory(atPath: fixtures.path("folder.wav"), withIntermediateDirectories: false)
        let whole = try fixtures.generate("whole.wav", ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=2", "-ac", "2"])
        try fixtures.cut(whole, to: 100_000, as: "cut.wav")
        let mp3 = try fixtures.generate("whole.mp3", ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=2", "-c:a", "libmp3lame"])
        try fixtures.cut(mp3, to: 8_000, as: "cut.mp3")
        try fixtures.generate("eight.wav", ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=0.2", "-ac", "8"])
        try fixtures.generate("silent.mp4", ["-f", "lavfi", "-i", "testsrc=duration=0.2:size=32x32", "-pix_fmt", "yuv420p"])
        try Self.wavHeader(channels: 0, dataBytes: 4_800).write(to: URL(fileURLWithPath: fixtures.path("zero.wav")))
        try Self.wavHeader(channels: 2, dataBytes: 0).write(to: URL(fileURLWithPath: fixtures.path("empty.wav")))

        let expected = [
            "gone.wav": "cannot read sound file gone.wav: no such file",
            "folder.wav": "cannot read sound file folder.wav: it is not a regular file",
            "nothing.wav": "nothing.wav is not an audio file: ffprobe cannot read it (the file is empty)",
            "text.wav": "text.wav is not an audio file: ffprobe cannot read it (Invalid data found when processing input)",
            "silent.mp4": "silent.mp4 is not an audio file: it holds no audio stream",
            "zero.wav": "zero.wav has an audio stream with 0 channels: there is nothing to play",
            "eight.wav": "eight.wav has 8 channels; Reel plays mono and stereo sounds: mix it down to stereo with ffmpeg -i eight.wav -ac 2 eight-stereo.wav",
            "cut.wav": "cut.wav is cut short or damaged: ffmpeg reports 'Invalid PCM packet, data has size 2 but at least a size of 4 was expected' decoding it",
            "cut.mp3": "cut.mp3 is cut short: it decodes to 0.968 s of the 2.038 s its header claims",
            "empty.wav": "empty.wav holds no sound: it decodes to 0 samples",
        ]
        for (name, message) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(Self.message(fixtures, name) == message, "\(name)")
        }
        #expect(Self.message(fixtures, "whole.wav") == "no error" && Self.message(fixtures, "whole.mp3") == "no error")
        #expect(AudioFileError(path: "my bed's.flac", reason: .tooManyChannels(6)).description
                == "my bed's.flac has 6 channels; Reel plays mono and stereo sounds: mix it down to stereo with ffmpeg -i 'my bed'\\''s.flac' -ac 2 'my bed'\\''s-stereo.wav'")
    }

    /// The mixer refuses a bad effect or soundtrack with the same message and the position of
    /// the sound, and leaves no file, final or temporary, behind.
    @Test func aMixWithABadSoundWritesNothing() throws {
        let fixtures = try AudioFixtures()
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: fixtures.path("text.wav")))
        let position = SourcePosition(file: "Scene.swift", line: 3, column: 9)
        let out = fixtures.folder.appendingPathComponent("out.wav")
        let cue = SoundPlan(cues: [SoundCue(time: 0, sound: Sound("text.wav"), volume: 1, position: position)], soundtrack: nil, duration: 1) { fixtures.path($0.name) }
        #expect(throws: AudioFileError(path: "text.wav", reason: .unreadableByFFprobe(message: "Invalid data found when processing input"), position: position)) {
            try SoundMixer.write(cue, samples: 0..<48_000, to: out, ffmpeg: fixtures.ffmpeg)
        }
        let bed = SoundPlan(cues: [], soundtrack: Soundtrack(Sound("gone.flac", position: position)), duration: 1) { fixtures.path($0.name) }
        #expect(throws: AudioFileError(path: "gone.flac", reason: .missing, position: position)) {
            try SoundMixer.write(bed, samples: 0..<48_000, to: out, ffmpeg: fixtures.ffmpeg)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixtures.folder.path) == ["text.wav"])
    }

    /// An effect longer than `SoundLimits.effectSeconds` is refused (it would be decoded whole).
    @Test func aTooLongEffectIsRefused() throws {
        let fixtures = try AudioFixtures()
        try fixtures.generate("long.flac", ["-f", "lavfi", "-i", "anullsrc=sample_rate=8000:channel_layout=mono", "-t", "61", "-c:a", "flac"])
        let plan = SoundPlan(cues: [SoundCue(time: 0, sound: Sound("long.flac"), volume: 1)], soundtrack: nil, duration: 1) { fixtures.path($0.name) }
        let out = fixtures.folder.appendingPathComponent("out.wav")
        do {
            try SoundMixer.write(plan, samples: 0..<48_000, to: out, ffmpeg: fixtures.ffmpeg)
            Issue.record("a 61 s effect was mixed")
        } catch {
            #expect("\(error)" == "long.flac is 61.000 s long; a sound played by an event lasts at most 60 s (it is decoded whole): trim the file, or make it the scene's soundtrack, which streams")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A WAV file's header: PCM 16-bit at 48 kHz with `channels` channels and `dataBytes` of zeros.
    static func wavHeader(channels: UInt16, dataBytes: UInt32) -> Data {
        var bytes: [UInt8] = []
        func word(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func half(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        bytes += Array("RIFF".utf8); word(36 + dataBytes); bytes += Array("WAVE".utf8)
        bytes += Array("fmt ".utf8); word(16); half(1); half(channels); word(48_000)
        word(48_000 * 2 * UInt32(channels)); half(2 * channels); half(16)
        bytes += Array("data".utf8); word(dataBytes)
        return Data(bytes + [UInt8](repeating: 0, count: Int(dataBytes)))
    }
}
