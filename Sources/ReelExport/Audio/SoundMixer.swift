import Foundation
import Reel

/// Mixes a `SoundPlan` into a 24-bit, 48 kHz, stereo WAV file: any range of the scene's samples,
/// exactly those samples.
///
/// Every file is decoded by ffmpeg to 32-bit floats at 48 kHz (`AudioDecoder`); the mixing is
/// Reel's own, in double precision, sample by sample in a fixed order (the soundtrack, then the
/// cues by start sample and the order the timeline recorded them), and every gain is a function
/// of the sample's place on the scene's clock alone. So the same plan gives the same bytes on
/// every run and on any thread, and a range mixed alone (a shard's) equals the same samples of
/// the whole mix, bit for bit: a cue begun before the range contributes its tail, a soundtrack
/// is decoded from its file's start and its samples before the range dropped.
///
/// Gains (docs/Sound.md, "Mixing"): a volume is a linear gain (0.5 is -6.02 dB); the soundtrack's
/// fades are linear in gain (fade-in from 0 at its first sample to 1 after `fadeIn`; fade-out
/// from 1 to 0 at the scene's end); ducking multiplies it by `1 - dip × (1 - level)`, the dip
/// following `DuckingEnvelope`. Headroom: no limiter; a sample beyond full scale is clipped and
/// counted (`MixReport`). Quantisation: × 2^23, rounded half away from zero, clamped to
/// -8,388,608...8,388,607 (so a 24-bit file decoded by ffmpeg and mixed at volume 1 comes back
/// unchanged).
public enum SoundMixer {
    /// Frames mixed at a time.
    static let blockFrames = 4_096

    /// Mixes the samples `samples` of `plan` into a WAV file at `url`, with `ffmpeg` (or the one
    /// on `PATH`); `holdLimit` is for tests (the longest looped soundtrack part held whole).
    /// - Throws: `AudioFileError` naming a sound file that cannot be played, `SoundMixError`,
    ///   `FileWriteError`, `VideoExportError.ffmpegMissing`.
    @discardableResult
    public static func write(_ plan: SoundPlan, samples: Range<Int64>, to url: URL, ffmpeg: String? = nil) throws -> MixReport {
        try write(plan, samples: samples, to: url, ffmpeg: ffmpeg, holdLimit: Int64(SoundLimits.effectSeconds * SoundSampling.sampleRate))
    }

    static func write(_ plan: SoundPlan, samples range: Range<Int64>, to url: URL, ffmpeg: String?, holdLimit: Int64) throws -> MixReport {
        guard range.lowerBound >= 0 else { throw SoundMixError.invalidRange(range) }
        guard Int64(range.count) <= SoundLimits.wavFrames else { throw SoundMixError.tooLongForWAV(path: url.path, frames: Int64(range.count)) }
        try check(plan)
        guard let ffmpeg = ffmpeg ?? ChildProcess.find("ffmpeg") else { throw VideoExportError.ffmpegMissing }

        // Every sound effect, decoded whole once per file.
        var effects: [String: [Float]] = [:]
        var total = 0
        for cue in plan.cues where effects[cue.path] == nil {
            let probe = try AudioProbe.probe(cue.path, shown: cue.sound.name, position: cue.position, ffmpeg: ffmpeg)
            let limit = SoundLimits.effectSeconds * SoundSampling.sampleRate
            let tooLong = AudioFileError(path: cue.sound.name, reason: .effectTooLong(seconds: probe.duration), position: cue.position)
            if probe.duration > Double(SoundLimits.effectSeconds) { throw tooLong }
            let samples = try AudioDecoder.decodeWhole(path: cue.path, channels: probe.channels, ffmpeg: ffmpeg, shown: cue.sound.name,
                                                       position: cue.position, limit: limit + SoundSampling.sampleRate) { _ in tooLong }
            total += samples.count / 2
            if total > SoundLimits.effectsTotalSeconds * SoundSampling.sampleRate {
                throw AudioFileError(path: cue.sound.name, reason: .effectsTooLong(totalSeconds: Double(total) / Double(SoundSampling.sampleRate)),
                                     position: cue.position)
            }
            effects[cue.path] = samples
        }
        let cues = plan.cues.map { cue in (cue: cue, samples: effects[cue.path]!) }

        // The soundtrack, streamed, and its gains.
        var track: (stream: SoundtrackStream, start: Int64, end: Int64, envelope: DuckingEnvelope?, gain: (Int64, Int) -> Double)?
        if let soundtrack = plan.soundtrack {
            let settings = soundtrack.settings
            let probe = try AudioProbe.probe(soundtrack.path, shown: settings.sound.name, position: settings.position, ffmpeg: ffmpeg)
            let stream = try SoundtrackStream(track: soundtrack, probe: probe, ffmpeg: ffmpeg, holdLimit: holdLimit)
            let start = SoundPlan.sample(at: settings.start), end = plan.endSample
            let fadeIn = max(0, SoundPlan.sample(at: settings.fadeIn)), fadeOut = max(0, SoundPlan.sample(at: settings.fadeOut))
            let envelope = settings.ducking.map { ducking in
                DuckingEnvelope(spans: cues.filter { $0.cue.volume > 0 }.map { $0.cue.start..<($0.cue.start + Int64($0.samples.count / 2)) },
                                attack: SoundPlan.sample(at: ducking.attack), release: SoundPlan.sample(at: ducking.release))
            }
            let duckLevel = settings.ducking?.level ?? 1
            let volume = settings.volume
            let gain: (Int64, Int) -> Double = { sample, firstStretch in
                var gain = volume
                if fadeIn > 0, sample - start < fadeIn { gain *= Double(sample - start) / Double(fadeIn) }
                if fadeOut > 0, end - sample < fadeOut { gain *= Double(end - sample) / Double(fadeOut) }
                if let envelope { gain *= 1 - envelope.amount(at: sample, from: firstStretch) * (1 - duckLevel) }
                return gain
            }
            track = (stream, start, end, envelope, gain)
        }

        let wav = try WAVFile(url: url, frames: Int64(range.count))
        var report = MixReport(samples: range)
        var mix = [Double](repeating: 0, count: 2 * blockFrames)
        var scratch = [Float](repeating: 0, count: 2 * blockFrames)
        var bytes = [UInt8](repeating: 0, count: 6 * blockFrames)
        var active: [Int] = []          // cues playing in the block, in plan order
        var nextCue = 0
        do {
            var blockStart = range.lowerBound
            while blockStart < range.upperBound {
                let count = Int(min(Int64(blockFrames), range.upperBound - blockStart))
                let blockEnd = blockStart + Int64(count)
                mix.withUnsafeMutableBufferPointer { mix in
                    for i in 0..<(2 * count) { mix[i] = 0 }
                }

                if let track {
                    let from = max(blockStart, track.start), to = min(blockEnd, track.end)
                    if from < to {
                        let frames = Int(to - from)
                        try scratch.withUnsafeMutableBufferPointer { try track.stream.fill($0, from: from - track.start, frames: frames) }
                        let offset = Int(from - blockStart)
                        let firstStretch = track.envelope?.firstReaching(from) ?? 0
                        mix.withUnsafeMutableBufferPointer { mix in
                            scratch.withUnsafeBufferPointer { source in
                                for frame in 0..<frames {
                                    let gain = track.gain(from + Int64(frame), firstStretch)
                                    mix[2 * (offset + frame)] += Double(source[2 * frame]) * gain
                                    mix[2 * (offset + frame) + 1] += Double(source[2 * frame + 1]) * gain
                                }
                            }
                        }
                    }
                }

                // The cues sounding in this block, in plan order.
                while nextCue < cues.count, cues[nextCue].cue.start < blockEnd {
                    active.append(nextCue)
                    nextCue += 1
                }
                active.removeAll { cues[$0].cue.start + Int64(cues[$0].samples.count / 2) <= blockStart }
                for index in active {
                    let (cue, samples) = cues[index]
                    let length = Int64(samples.count / 2)
                    let from = max(blockStart, cue.start), to = min(blockEnd, cue.start + length)
                    guard from < to else { continue }
                    let volume = cue.volume
                    let offset = Int(from - blockStart), first = Int(from - cue.start)
                    mix.withUnsafeMutableBufferPointer { mix in
                        samples.withUnsafeBufferPointer { source in
                            for frame in 0..<Int(to - from) {
                                mix[2 * (offset + frame)] += Double(source[2 * (first + frame)]) * volume
                                mix[2 * (offset + frame) + 1] += Double(source[2 * (first + frame) + 1]) * volume
                            }
                        }
                    }
                }

                mix.withUnsafeBufferPointer { mix in
                    bytes.withUnsafeMutableBufferPointer { out in
                        for index in 0..<(2 * count) {
                            let value = mix[index]
                            let magnitude = abs(value)
                            if magnitude > report.peak { report.peak = magnitude }
                            if magnitude > 1, index % 2 == 0 || abs(mix[index - 1]) <= 1 {
                                report.clippedFrames += 1
                                if report.firstClippedSample == nil { report.firstClippedSample = blockStart + Int64(index / 2) }
                            }
                            let bits = UInt32(bitPattern: quantised(value))
                            out[3 * index] = UInt8(truncatingIfNeeded: bits)
                            out[3 * index + 1] = UInt8(truncatingIfNeeded: bits >> 8)
                            out[3 * index + 2] = UInt8(truncatingIfNeeded: bits >> 16)
                        }
                    }
                }
                try bytes.withUnsafeBytes { try wav.append(UnsafeRawBufferPointer(rebasing: $0[0..<(6 * count)])) }
                blockStart = blockEnd
            }
            try wav.finish()
        } catch {
            wav.discard()
            throw error
        }
        return report
    }

    /// `value` as a 24-bit sample: × 2^23, rounded half away from zero, clamped to full scale.
    @inline(__always)
    static func quantised(_ value: Double) -> Int32 {
        Int32(min(max((value * 8_388_608).rounded(), -8_388_608), 8_388_607))
    }

    /// Refuses gains, times and durations that are not finite numbers in their ranges.
    static func check(_ plan: SoundPlan) throws {
        func finite(_ value: Double, _ what: String, atLeast minimum: Double? = nil, atMost maximum: Double? = nil) throws {
            if !value.isFinite || minimum.map({ value < $0 }) == true || maximum.map({ value > $0 }) == true {
                var range = ""
                if let minimum, let maximum { range = " from \(RenderLimits.number(minimum)) to \(RenderLimits.number(maximum))" }
                else if let minimum { range = " of \(RenderLimits.number(minimum)) or more" }
                throw SoundMixError.invalidSetting("\(what) is \(value); it must be a number\(range)")
            }
        }
        for cue in plan.cues { try finite(cue.volume, "the volume of \(cue.sound.name)", atLeast: 0) }
        if let track = plan.soundtrack?.settings {
            let name = "the soundtrack \(track.sound.name)"
            try finite(track.volume, "the volume of \(name)", atLeast: 0)
            try finite(track.start, "the start of \(name)")
            try finite(track.trimStart, "the trim start of \(name)", atLeast: 0)
            if let end = track.trimEnd { try finite(end, "the trim end of \(name)", atLeast: 0) }
            try finite(track.fadeIn, "the fade-in of \(name)", atLeast: 0)
            try finite(track.fadeOut, "the fade-out of \(name)", atLeast: 0)
            if let ducking = track.ducking {
                try finite(ducking.level, "the ducking level of \(name)", atLeast: 0, atMost: 1)
                try finite(ducking.attack, "the ducking attack of \(name)", atLeast: 0)
                try finite(ducking.release, "the ducking release of \(name)", atLeast: 0)
            }
        }
    }
}
