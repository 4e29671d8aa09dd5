/// The sample clock of Reel's sound: 48 kHz stereo, with a scene time placed on the sample nearest
/// to it, so a sound played at t = 1 s starts at sample 48,000 in every export.
public enum SoundSampling {
    /// Samples per second of every mix.
    public static let sampleRate = 48_000
    /// Channels of every mix (left, right).
    public static let channels = 2

    /// The sample at `time` seconds: the nearest one (halves round away from zero).
    public static func sample(at time: Double) -> Int64 {
        Int64((time * Double(sampleRate)).rounded())
    }

    /// The first sample of frame `index` of a scene at `fps` frames per second.
    public static func sample(ofFrame index: Int, fps: Double) -> Int64 {
        sample(at: Double(index) / fps)
    }

    /// The samples the frames `first...last`, taken every `step` frames, cover: from the first
    /// frame's sample to the sample of the frame after the last (`last + step`). Consecutive
    /// chunks of one export cover consecutive, non-overlapping sample ranges.
    public static func samples(first: Int, last: Int, step: Int, fps: Double) -> Range<Int64> {
        sample(ofFrame: first, fps: fps)..<sample(ofFrame: last + step, fps: fps)
    }
}
