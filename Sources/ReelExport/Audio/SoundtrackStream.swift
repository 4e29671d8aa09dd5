import Foundation
import Reel

/// A soundtrack's samples in scene order, read in blocks: its file decoded from the start, the
/// trimmed part kept (`trimStart` to `trimEnd`, in samples after resampling to 48 kHz, dropped
/// sample-exactly in Reel), played once or looped with exact seams (the last sample of the part
/// is followed by its first).
///
/// A looped part no longer than a sound effect (`SoundLimits.effectSeconds`) is decoded once and
/// held; any other part streams: one ffmpeg decoder at a time, started again from the file's
/// start at each loop, so memory stays one block whatever the soundtrack's length. Both ways give
/// the same samples.
final class SoundtrackStream {
    private let path: String
    private let shown: String
    private let position: SourcePosition?
    private let channels: Int
    private let ffmpeg: String
    private let loops: Bool
    private let trimStart: Int64
    private let trimEnd: Int64?
    /// The trimmed part's length in frames, once known.
    private var length: Int64?
    /// The whole trimmed part when it is held.
    private var held: [Float]?
    private var decoder: AudioDecoder?
    /// Frames of the part read by the current pass.
    private var partPosition: Int64 = 0
    /// Nothing more plays (the part ended and does not loop, or is empty).
    private var finished = false
    /// The offset the next `fill` continues from, if reading is under way.
    private var next: Int64?

    /// The stream of `track` (whose file has `probe`), decoded with `ffmpeg`. A looped part of at
    /// most `holdLimit` frames is held whole.
    init(track: SoundPlan.Track, probe: AudioProbe, ffmpeg: String,
         holdLimit: Int64 = Int64(SoundLimits.effectSeconds * SoundSampling.sampleRate)) throws {
        let settings = track.settings
        self.path = track.path
        self.shown = settings.sound.name
        self.position = settings.position
        self.channels = probe.channels
        self.ffmpeg = ffmpeg
        self.loops = settings.loops
        self.trimStart = max(0, SoundPlan.sample(at: settings.trimStart))
        self.trimEnd = settings.trimEnd.map { max(0, SoundPlan.sample(at: $0)) }
        let fileFrames = Int64((probe.duration * Double(SoundSampling.sampleRate)).rounded(.up))
        let estimate = min(trimEnd ?? fileFrames, fileFrames) - trimStart
        if loops, estimate <= holdLimit {
            try hold(cap: holdLimit + Int64(SoundSampling.sampleRate))
        }
    }

    /// Decodes the trimmed part whole and holds it, when it proves no longer than `cap` frames
    /// (otherwise the part streams).
    private func hold(cap: Int64) throws {
        let decoder = try AudioDecoder(path: path, channels: channels, ffmpeg: ffmpeg, shown: shown, position: position)
        var part: [Float] = []
        if try decoder.skip(trimStart) == trimStart {
            let wanted = min(trimEnd.map { max(0, $0 - trimStart) } ?? cap + 1, cap + 1)
            var block = [Float](repeating: 0, count: 2 * 4_096)
            while Int64(part.count / 2) < wanted {
                let want = Int(min(4_096, wanted - Int64(part.count / 2)))
                let got = try block.withUnsafeMutableBufferPointer { try decoder.read(into: $0, frames: want) }
                part.append(contentsOf: block[0..<(2 * got)])
                if got < want { break }
            }
        }
        let frames = Int64(part.count / 2)
        guard frames <= cap else { return }
        held = part
        length = frames
        finished = frames == 0
    }

    /// Fills `frames` frames of `out` (two floats a frame) with the soundtrack's samples from
    /// `offset` frames after its start (`offset` >= 0); silence after its end.
    func fill(_ out: UnsafeMutableBufferPointer<Float>, from offset: Int64, frames: Int) throws {
        if let held {
            let count = Int64(held.count / 2)
            for frame in 0..<frames {
                var index = offset + Int64(frame)
                if count == 0 || (!loops && index >= count) {
                    out[2 * frame] = 0
                    out[2 * frame + 1] = 0
                    continue
                }
                if loops { index %= count }
                out[2 * frame] = held[Int(2 * index)]
                out[2 * frame + 1] = held[Int(2 * index) + 1]
            }
            return
        }
        if next != offset { try seek(offset) }
        try advance(Int64(frames), into: out)
        next = offset + Int64(frames)
    }

    /// Starts a pass from the file's start and moves to `offset` frames into the soundtrack.
    private func seek(_ offset: Int64) throws {
        finished = false
        try restart()
        var target = offset
        if loops, let length, length > 0 { target %= length }
        try advance(target, into: nil)
    }

    /// A new decoder at the part's first sample.
    private func restart() throws {
        decoder = nil
        partPosition = 0
        let fresh = try AudioDecoder(path: path, channels: channels, ffmpeg: ffmpeg, shown: shown, position: position)
        let skipped = try fresh.skip(trimStart)
        decoder = fresh
        if skipped < trimStart { endOfPart() }
    }

    /// Reads `frames` frames into `out`, or drops them when `out` is nil, across the ends of
    /// loops; silence once nothing more plays.
    private func advance(_ frames: Int64, into out: UnsafeMutableBufferPointer<Float>?) throws {
        var frames = frames
        var done: Int64 = 0
        while done < frames {
            if finished {
                if let out { for i in Int(2 * done)..<(2 * Int(frames)) { out[i] = 0 } }
                return
            }
            guard let decoder else { try restart(); continue }
            let partLeft = length.map { $0 - partPosition } ?? trimEnd.map { $0 - trimStart - partPosition } ?? Int64.max
            let want = min(frames - done, partLeft)
            var got: Int64 = 0
            if want > 0 {
                if let out {
                    got = Int64(try decoder.read(into: UnsafeMutableBufferPointer(rebasing: out[Int(2 * done)...]), frames: Int(want)))
                } else {
                    got = try decoder.skip(want)
                }
                partPosition += got
                done += got
            }
            if got < want || partLeft - got <= 0 {
                endOfPart()
                if finished { continue }
                // Dropping across loops of a known length: whole loops need no decoding.
                if out == nil, let length, length > 0 { frames = done + (frames - done) % length }
                try restart()
            }
        }
    }

    /// The part has ended at `partPosition`: its length is known; it plays again or stops.
    private func endOfPart() {
        if length == nil { length = partPosition }
        decoder = nil
        if !loops || length == 0 { finished = true }
    }
}
