/// Why a mix cannot be made, other than a sound file (`AudioFileError`) or the output file
/// (`FileWriteError`).
public enum SoundMixError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The range asked for starts before the scene's first sample or is reversed.
    case invalidRange(Range<Int64>)
    /// A WAV file cannot hold the mix (more than `SoundLimits.wavFrames` frames).
    case tooLongForWAV(path: String, frames: Int64)
    /// A gain, time or duration of the plan is not a finite number in its range (`what` says which).
    case invalidSetting(String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .invalidRange(let range):
            return "cannot mix samples \(range.lowerBound)..<\(range.upperBound): a mix starts at sample 0 or later"
        case .tooLongForWAV(let path, let frames):
            return "cannot write \(path): the mix has \(frames) samples a channel, more than a WAV file holds "
                + "(\(SoundLimits.wavFrames): 4 h 8 min 33 s at 48 kHz, 24-bit stereo)"
        case .invalidSetting(let what):
            return "cannot mix the sound: \(what)"
        }
    }
}
