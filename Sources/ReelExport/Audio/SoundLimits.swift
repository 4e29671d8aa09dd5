/// The bounds of sound mixing (docs/Limits.md, section "Sound"): sound effects are decoded whole,
/// so their length is bounded; a soundtrack streams and is bounded only by what a WAV file holds.
public enum SoundLimits {
    /// The longest sound effect (a sound played by an event), in seconds: an effect is decoded
    /// whole at 48 kHz stereo in 32-bit floats (384,000 bytes a second; 23 MB at the limit).
    public static let effectSeconds = 60
    /// The most seconds of decoded sound effects one mix holds (each file once, however many cues
    /// play it): 115 MB of samples.
    public static let effectsTotalSeconds = 300
    /// The most sample frames (one sample per channel) a mix may have: a WAV file counts its bytes
    /// in 32 bits, and 24-bit stereo takes 6 bytes a frame, so 715,827,876 frames (4 h 8 min 33 s
    /// at 48 kHz) fill it.
    public static let wavFrames: Int64 = (Int64(UInt32.max) - 36) / 6
}
