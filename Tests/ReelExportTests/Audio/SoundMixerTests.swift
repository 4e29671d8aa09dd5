import Foundation
import Reel
import ReelTestSupport
import Testing
@testable import ReelExport

/// `SoundMixer`: where sounds land, their levels, fades, ducking, clipping, trims and loops, and
/// that a range mixed alone is the same samples as the whole mix.
@Suite struct SoundMixerTests {
    /// Full scale in 24-bit samples.
    static let full: Int32 = 8_388_608

    /// A plan of `cues` (time, file, volume) and a soundtrack over `duration` seconds, each sound's
    /// name resolved in the fixtures' folder.
    static func plan(_ fixtures: AudioFixtures, cues: [(Double, String, Double)] = [], soundtrack: Soundtrack? = nil,
                     duration: Double) -> SoundPlan {
        SoundPlan(cues: cues.map { SoundCue(time: $0.0, sound: Sound($0.1), volume: $0.2) }, soundtrack: soundtrack,
                  duration: duration) { fixtures.path($0.name) }
    }

    @Test func aClickAtOneSecondStartsOnSample48000() throws {
        let fixtures = try AudioFixtures()
        try fixtures.wav("click.wav", frames: 48) { _ in (Self.full / 2, -Self.full / 2) }
        let plan = Self.plan(fixtures, cues: [(1.0, "click.wav", 1)], duration: 2)
        #expect(plan.cues.map(\.start) == [48_000] && plan.endSample == 96_000)
        let (report, samples) = try fixtures.mix(plan, 0..<96_000)
        let sounding = (0..<96_000).filter { samples[2 * $0] != 0 || samples[2 * $0 + 1] != 0 }
        #expect(sounding == Array(48_000..<48_048))
        #expect(samples[2 * 48_000] == Self.full / 2 && samples[2 * 48_000 + 1] == -Self.full / 2)
        #expect(report == MixReport(samples: 0..<96_000, peak: 0.5))
        #expect(report.warning == nil)
    }

    @Test func volumeHalfIsMinus6Decibels() throws {
        let fixtures = try AudioFixtures()
        try fixtures.generate("tone.wav", ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=1", "-c:a", "pcm_s24le"])
        let (_, loud) = try fixtures.mix(Self.plan(fixtures, cues: [(0, "tone.wav", 1)], duration: 1), 0..<48_000, as: "loud.wav")
        let (_, soft) = try fixtures.mix(Self.plan(fixtures, cues: [(0, "tone.wav", 0.5)], duration: 1), 0..<48_000, as: "soft.wav")
        let difference = AudioFixtures.level(soft, frames: 0..<48_000) - AudioFixtures.level(loud, frames: 0..<48_000)
        #expect(abs(difference - -6.0206) < 0.2, "\(difference) dB")
        // Sample by sample: half, rounded half away from zero.
        #expect(zip(loud, soft).allSatisfy { abs(Double($0.0) / 2 - Double($0.1)) <= 0.5 })
        #expect(loud.contains { $0 != 0 })
    }

    /// Fades are linear in gain: in from 0 at the soundtrack's first sample, out to 0 at the
    /// scene's end; checked at 10 points of each, within 0.5 dB (they are exact to a sample step).
    @Test func fadesFollowTheirLinearCurve() throws {
        let fixtures = try AudioFixtures()
        try fixtures.wav("dc.wav", frames: 3 * 48_000) { _ in (Self.full / 2, Self.full / 2) }
        let soundtrack = Soundtrack(Sound("dc.wav")).fadeIn(1).fadeOut(1)
        let (_, samples) = try fixtures.mix(Self.plan(fixtures, soundtrack: soundtrack, duration: 3), 0..<144_000)
        for step in 1...10 {
            let gain = Double(step) / 10
            for (frame, label) in [(4_800 * step, "in"), (144_000 - 4_800 * step, "out")] {
                let expected = 0.5 * gain
                let measured = Double(samples[2 * frame]) / Double(Self.full)
                #expect(abs(20 * log10(measured / expected)) < 0.5, "fade-\(label) at sample \(frame): \(measured), expected \(expected)")
                #expect(abs(measured - expected) * Double(Self.full) <= 1, "fade-\(label) at sample \(frame)")
            }
        }
        #expect(samples[0] == 0 && samples[2 * 72_000] == Self.full / 2)
    }

    /// Ducking: the soundtrack dips to its level over the attack once an effect starts, and comes
    /// back over the release after the effects end, linearly in gain.
    @Test func theSoundtrackDucksUnderEffects() throws {
        let fixtures = try AudioFixtures()
        try fixtures.wav("dc.wav", frames: 3 * 48_000) { _ in (Self.full / 2, Self.full / 2) }
        try fixtures.wav("quiet.wav", frames: 24_000) { _ in (0, 0) }
        let soundtrack = Soundtrack(Sound("dc.wav")).ducking(to: 0.25, attack: 0.1, release: 0.2)
        let (_, samples) = try fixtures.mix(Self.plan(fixtures, cues: [(1, "quiet.wav", 1)], soundtrack: soundtrack, duration: 3), 0..<144_000)
        let expected: [(Int, Double)] = [
            (47_999, 1), (48_000, 1), (48_000 + 2_400, 0.625), (48_000 + 4_800, 0.25), (60_000, 0.25), (71_999, 0.25),
            (72_000 + 4_800, 0.625), (72_000 + 9_600, 1), (100_000, 1),
        ]
        for (frame, gain) in expected {
            let value = Double(samples[2 * frame]) / Double(Self.full)
            #expect(abs(value - 0.5 * gain) * Double(Self.full) <= 1, "sample \(frame): \(value), expected \(0.5 * gain)")
        }
    }

    @Test func clippingIsReportedWithItsFirstTimeAndCount() throws {
        let fixtures = try AudioFixtures()
        let loud = Int32(0.8 * Double(Self.full))
        try fixtures.wav("loud.wav", frames: 4_800) { _ in (loud, -loud) }
        let (report, samples) = try fixtures.mix(Self.plan(fixtures, cues: [(0.5, "loud.wav", 1), (0.55, "loud.wav", 1)], duration: 1), 0..<48_000)
        #expect(report.clippedFrames == 2_400)
        #expect(report.firstClippedSample == 26_400)
        #expect(abs(report.peak - 2 * Double(loud) / Double(Self.full)) < 1e-12)
        #expect(report.warning == "the sound clips: 2400 samples beyond full scale from 0.550 s (peak +4.1 dB); lower the volumes")
        #expect(samples[2 * 26_400] == Self.full - 1 && samples[2 * 26_400 + 1] == -Self.full)
        #expect(samples[2 * 26_399] == loud && samples[2 * 28_800] == loud)
    }

    /// A ramp whose every sample differs, so a sample out of place shows.
    static func ramp(_ fixtures: AudioFixtures) throws {
        try fixtures.wav("ramp.wav", frames: 4_800) { (Int32($0) * 1_000, -Int32($0) * 1_000) }
    }

    @Test(arguments: [nil, 0] as [Int64?])
    func loopSeamsAreSampleExact(holdLimit: Int64?) throws {
        let fixtures = try AudioFixtures()
        try Self.ramp(fixtures)
        // The part from sample 480 to 1,440 (0.01 s to 0.03 s), again and again.
        let soundtrack = Soundtrack(Sound("ramp.wav")).trim(from: 0.01, to: 0.03).loops()
        let plan = Self.plan(fixtures, soundtrack: soundtrack, duration: 0.1)
        let (_, samples) = try fixtures.mix(plan, 0..<4_800, holdLimit: holdLimit)
        for frame in 0..<4_800 {
            let expected = Int32(480 + frame % 960) * 1_000
            guard samples[2 * frame] == expected, samples[2 * frame + 1] == -expected else {
                Issue.record("sample \(frame): \(samples[2 * frame]), expected \(expected)")
                return
            }
        }
        // A range starting in the middle of a loop: the same samples.
        let (_, tail) = try fixtures.mix(plan, 2_000..<4_800, as: "tail.wav", holdLimit: holdLimit)
        #expect(tail == Array(samples[4_000...]))
    }

    /// A short looped part of a long file (longer than an effect may be) is held, decoded only
    /// to the trim's end.
    @Test func aShortLoopOfALongFileIsHeld() throws {
        let fixtures = try AudioFixtures()
        try fixtures.generate("long.flac", ["-f", "lavfi", "-i", "sine=frequency=100:sample_rate=48000", "-t", "70", "-c:a", "flac"])
        let soundtrack = Soundtrack(Sound("long.flac")).trim(from: 0, to: 0.01).loops()
        let (_, samples) = try fixtures.mix(Self.plan(fixtures, soundtrack: soundtrack, duration: 0.05), 0..<2_400)
        #expect(Array(samples[0..<960]) == Array(samples[960..<1_920]) && samples[2] != 0)
    }

    @Test func trimAndStartAreSampleExact() throws {
        let fixtures = try AudioFixtures()
        try Self.ramp(fixtures)
        let trimmed = Soundtrack(Sound("ramp.wav")).trim(from: 0.01, to: 0.03)
        let (_, once) = try fixtures.mix(Self.plan(fixtures, soundtrack: trimmed, duration: 0.1), 0..<4_800)
        for frame in [0, 1, 500, 959, 960, 961, 4_799] {
            #expect(once[2 * frame] == (frame < 960 ? Int32(480 + frame) * 1_000 : 0), "sample \(frame)")
        }
        let late = trimmed.start(at: 0.02)
        let (_, delayed) = try fixtures.mix(Self.plan(fixtures, soundtrack: late, duration: 0.1), 0..<4_800, as: "late.wav")
        for frame in [0, 959, 960, 961, 1_919, 1_920] {
            #expect(delayed[2 * frame] == ((960..<1_920).contains(frame) ? Int32(480 + frame - 960) * 1_000 : 0), "sample \(frame)")
        }
        // Untrimmed, the file plays once from its first sample, then silence.
        let (_, whole) = try fixtures.mix(Self.plan(fixtures, soundtrack: Soundtrack(Sound("ramp.wav")), duration: 0.2), 0..<9_600, as: "whole.wav")
        #expect(whole[2 * 4_799] == 4_799_000 && whole[2 * 4_800] == 0 && whole[2] == 1_000)
    }

    /// A mono file plays at its level in both channels.
    @Test func monoPlaysInBothChannels() throws {
        let fixtures = try AudioFixtures()
        try fixtures.generate("mono.wav", ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=0.1", "-c:a", "pcm_s24le"])
        let (_, samples) = try fixtures.mix(Self.plan(fixtures, cues: [(0, "mono.wav", 1)], duration: 0.1), 0..<4_800)
        #expect((0..<4_800).allSatisfy { samples[2 * $0] == samples[2 * $0 + 1] })
        let peak = samples.map { abs(Int($0)) }.max() ?? 0
        // ffmpeg's sine has amplitude 1/8; its samples fall near, not on, the crests.
        #expect(peak <= Int(Self.full) / 8 + 1 && peak >= Int(Self.full) / 8 * 99 / 100, "\(peak)")
    }

    /// The scene mixed whole and in ranges (a 30 fps scene's three shards, a single sample, a
    /// range that starts inside a cue and inside the soundtrack's loop): every range is the same
    /// samples as the whole mix, with the soundtrack resampled from 44.1 kHz, trimmed, looped,
    /// faded and ducked; holding the loop or streaming it gives the same samples; two runs give
    /// the same bytes.
    @Test func aRangeMixedAloneEqualsThatSliceOfTheWholeMix() throws {
        let fixtures = try AudioFixtures()
        try fixtures.generate("bed.flac", ["-f", "lavfi", "-i", "sine=frequency=330:sample_rate=44100:duration=3", "-c:a", "flac"])
        try fixtures.generate("tone.wav", ["-f", "lavfi", "-i", "sine=frequency=880:sample_rate=48000:duration=0.5", "-c:a", "pcm_s24le"])
        try fixtures.wav("click.wav", frames: 48) { _ in (Self.full / 4, Self.full / 4) }
        let soundtrack = Soundtrack(Sound("bed.flac")).volume(0.7).start(at: 0.25).trim(from: 0.5, to: 1.7).loops()
            .fadeIn(0.5).fadeOut(0.75).ducking(to: 0.3, attack: 0.02, release: 0.2)
        let plan = Self.plan(fixtures, cues: [(0.9, "tone.wav", 0.8), (2, "click.wav", 1), (2, "tone.wav", 0.25), (2.4, "tone.wav", 1)],
                             soundtrack: soundtrack, duration: 2.5)
        let end = plan.endSample
        let (_, whole) = try fixtures.mix(plan, 0..<end, as: "whole.wav")
        let (_, streamed) = try fixtures.mix(plan, 0..<end, as: "streamed.wav", holdLimit: 0)
        #expect(streamed == whole)
        var ranges = (0..<3).map { shard in SoundSampling.samples(first: 25 * shard, last: 25 * shard + 24, step: 1, fps: 30) }
        #expect(ranges.last?.upperBound == end)
        ranges += [45_000..<45_001, 50_000..<100_001]
        #expect(end == 120_000)
        for (index, range) in ranges.enumerated() {
            let (_, part) = try fixtures.mix(plan, range, as: "part-\(index).wav")
            #expect(part == Array(whole[Int(2 * range.lowerBound)..<Int(2 * range.upperBound)]), "\(range)")
        }
        let (_, streamedPart) = try fixtures.mix(plan, 80_001..<end, as: "streamed-part.wav", holdLimit: 0)
        #expect(streamedPart == Array(whole[160_002...]))
        // Two runs, the same bytes.
        _ = try fixtures.mix(plan, 0..<end, as: "again.wav")
        #expect(try Data(contentsOf: fixtures.folder.appendingPathComponent("again.wav"))
                == Data(contentsOf: fixtures.folder.appendingPathComponent("whole.wav")))
    }

    @Test func nothingToPlayIsSilence() throws {
        let fixtures = try AudioFixtures()
        let (report, samples) = try fixtures.mix(Self.plan(fixtures, duration: 0.1), 0..<4_800)
        #expect(samples.allSatisfy { $0 == 0 } && report == MixReport(samples: 0..<4_800))
        let (_, none) = try fixtures.mix(Self.plan(fixtures, duration: 0.1), 10..<10, as: "none.wav")
        #expect(none.isEmpty)
    }

    /// Quantisation: × 2^23, halves away from zero, clamped to the 24-bit range.
    @Test func quantisationRoundsHalvesAwayFromZeroAndClamps() {
        let step = 1 / 8_388_608.0
        #expect(SoundMixer.quantised(0.5 * step) == 1)
        #expect(SoundMixer.quantised(-0.5 * step) == -1)
        #expect(SoundMixer.quantised(0.49 * step) == 0)
        #expect(SoundMixer.quantised(1) == 8_388_607)
        #expect(SoundMixer.quantised(-1) == -8_388_608)
        #expect(SoundMixer.quantised(7) == 8_388_607 && SoundMixer.quantised(-7) == -8_388_608)
    }

    @Test func aMixLongerThanAWAVFileHoldsIsRefusedBeforeWriting() throws {
        let fixtures = try AudioFixtures()
        let url = fixtures.folder.appendingPathComponent("long.wav")
        let frames = SoundLimits.wavFrames + 1
        #expect(throws: SoundMixError.tooLongForWAV(path: url.path, frames: frames)) {
            try SoundMixer.write(Self.plan(fixtures, duration: 1), samples: 0..<frames, to: url, ffmpeg: fixtures.ffmpeg)
        }
        #expect(SoundMixError.tooLongForWAV(path: "/o/a.wav", frames: frames).description
                == "cannot write /o/a.wav: the mix has 715827877 samples a channel, more than a WAV file holds (715827876: 4 h 8 min 33 s at 48 kHz, 24-bit stereo)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixtures.folder.path).isEmpty)
        #expect(WAVFile.header(frames: SoundLimits.wavFrames).count == 44)
    }

    @Test func settingsThatAreNotNumbersAreRefused() throws {
        let fixtures = try AudioFixtures()
        try fixtures.wav("click.wav", frames: 48) { _ in (1, 1) }
        let url = fixtures.folder.appendingPathComponent("out.wav")
        #expect(throws: SoundMixError.invalidSetting("the volume of click.wav is nan; it must be a number of 0 or more")) {
            try SoundMixer.write(Self.plan(fixtures, cues: [(0, "click.wav", .nan)], duration: 1), samples: 0..<48_000, to: url)
        }
        let ducked = Soundtrack(Sound("click.wav")).ducking(to: 2)
        #expect(throws: SoundMixError.invalidSetting("the ducking level of the soundtrack click.wav is 2.0; it must be a number from 0 to 1")) {
            try SoundMixer.write(Self.plan(fixtures, soundtrack: ducked, duration: 1), samples: 0..<48_000, to: url)
        }
        // Times that are not numbers place nothing out of the clock's range.
        #expect(Self.plan(fixtures, cues: [(.infinity, "click.wav", 1), (.nan, "click.wav", 1)], duration: .nan).cues.map(\.start)
                == [0, 48_000_000_000_000])
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    /// A 10-minute soundtrack under a 10-minute scene streams through the mix (full tier only;
    /// its memory is measured by scripts/measure-mix-memory).
    @Test(.enabled(if: TestTier.isFull))
    func aTenMinuteSoundtrackStreams() throws {
        let fixtures = try AudioFixtures()
        try fixtures.generate("long.flac", ["-f", "lavfi", "-i", "sine=frequency=220:sample_rate=48000:duration=600", "-c:a", "flac"])
        let plan = Self.plan(fixtures, soundtrack: Soundtrack(Sound("long.flac")).fadeOut(2), duration: 600)
        let url = fixtures.folder.appendingPathComponent("long.wav")
        let report = try SoundMixer.write(plan, samples: 0..<plan.endSample, to: url, ffmpeg: fixtures.ffmpeg)
        #expect(report.samples == 0..<28_800_000 && report.clippedFrames == 0)
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
        #expect(size == 44 + 6 * 28_800_000)
    }
}
