import Foundation
import Reel

/// What a mix did: the samples written, and where the mix went beyond full scale.
///
/// Reel's headroom rule: the mix is summed without a limiter; a sample beyond full scale (its
/// magnitude above 1.0) is clipped to full scale, and the report counts them, so the command line
/// can warn with the first clipped time and the count.
public struct MixReport: Sendable, Equatable {
    /// The samples written.
    public var samples: Range<Int64>
    /// Sample frames (left and right together) where a channel went beyond full scale.
    public var clippedFrames: Int
    /// The first such frame, on the scene's sample clock.
    public var firstClippedSample: Int64?
    /// The largest magnitude the mix reached before clipping (1.0 is full scale).
    public var peak: Double

    /// A report of `samples`.
    public init(samples: Range<Int64>, clippedFrames: Int = 0, firstClippedSample: Int64? = nil, peak: Double = 0) {
        self.samples = samples
        self.clippedFrames = clippedFrames
        self.firstClippedSample = firstClippedSample
        self.peak = peak
    }

    /// The warning for a mix that clipped, or nil:
    /// `the sound clips: 120 samples beyond full scale from 1.250 s (peak +2.3 dB); lower the volumes`.
    public var warning: String? {
        guard clippedFrames > 0, let first = firstClippedSample else { return nil }
        let time = Double(first) / Double(SoundSampling.sampleRate)
        let decibels = 20 * log10(peak)
        return "the sound clips: \(clippedFrames) sample\(clippedFrames == 1 ? "" : "s") beyond full scale from "
            + "\(AudioFileError.seconds(time)) s (peak +\(String(format: "%.1f", decibels)) dB); lower the volumes"
    }
}
