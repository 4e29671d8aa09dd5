/// An audio codec Reel encodes a video's sound with, through ffmpeg. The sound reaching it is
/// always 48 kHz stereo (`SoundSampling`).
///
/// The delivery codecs are what a user chooses (`--audio-codec`): AAC in MP4, MOV and MPEG-TS,
/// Opus in WebM, 24-bit PCM in MOV. The lossless codecs carry a shard's sound unchanged to
/// `reel concat`, which encodes the joined sound once: SMPTE 302M in MPEG-TS, ALAC in MP4,
/// 24-bit PCM in MOV.
public enum AudioCodec: String, CaseIterable, Sendable {
    /// AAC-LC, ffmpeg's native encoder; 192 kb/s unless asked otherwise.
    case aac
    /// Opus (libopus), for WebM; 160 kb/s unless asked otherwise.
    case opus
    /// 24-bit signed little-endian PCM, uncompressed (MOV only).
    case pcm
    /// Apple Lossless, 24 bits: a shard's sound in MP4.
    case alac
    /// SMPTE 302M, 24 bits: a shard's sound in MPEG-TS.
    case s302m

    /// The bit rates the codec is encoded at, in kb/s, or nil when it has none (the lossless
    /// codecs): AAC 32-512 (ffmpeg's encoder tops out near 576 for stereo), Opus 6-510 (libopus).
    public var bitrateRange: ClosedRange<Int>? {
        switch self {
        case .aac: return 32...512
        case .opus: return 6...510
        case .pcm, .alac, .s302m: return nil
        }
    }

    /// The bit rate used when none is asked for, in kb/s: AAC 192, Opus 160 (transparent for
    /// music at 48 kHz stereo); nil for the lossless codecs.
    public var defaultBitrate: Int? {
        switch self {
        case .aac: return 192
        case .opus: return 160
        case .pcm, .alac, .s302m: return nil
        }
    }

    /// Whether the codec keeps every sample exactly.
    public var isLossless: Bool { bitrateRange == nil }

    /// Samples the encoder puts before the first one of the sound that its container does not
    /// account for, so the track is shifted by them to start with the video: libopus's pre-skip
    /// (312 samples at 48 kHz) in WebM, where ffmpeg 5.1 otherwise starts the video 7 ms after
    /// the sound (measured; MP4 and MOV trim AAC's priming with an edit list, MPEG-TS places it
    /// before the video's first timestamp).
    var leadingSamples: Int {
        self == .opus ? 312 : 0
    }

    /// ffmpeg's options for the encoder, at `bitrate` kb/s where the codec has a bit rate.
    func encoderArguments(bitrate: Int?) -> [String] {
        switch self {
        case .aac: return ["-c:a", "aac", "-b:a", "\(bitrate ?? 192)k"]
        case .opus: return ["-c:a", "libopus", "-b:a", "\(bitrate ?? 160)k"]
        case .pcm: return ["-c:a", "pcm_s24le"]
        case .alac: return ["-c:a", "alac"]
        case .s302m: return ["-c:a", "s302m", "-strict", "-2"]
        }
    }

    /// ffmpeg's name of the codec, as ffprobe reports it.
    var ffmpegName: String {
        switch self {
        case .aac: return "aac"
        case .opus: return "opus"
        case .pcm: return "pcm_s24le"
        case .alac: return "alac"
        case .s302m: return "s302m"
        }
    }

    /// The delivery codecs a container takes (the first is its default), or none: GIF and
    /// animated PNG have no sound.
    public static func delivery(for container: VideoContainer) -> [AudioCodec] {
        switch container {
        case .mp4, .ts: return [.aac]
        case .mov: return [.aac, .pcm]
        case .webm: return [.opus]
        case .gif, .png: return []
        }
    }

    /// The lossless codec a shard's sound travels in, in `container`; nil for WebM (whose
    /// codecs are lossy), GIF and animated PNG.
    public static func lossless(for container: VideoContainer) -> AudioCodec? {
        switch container {
        case .ts: return .s302m
        case .mp4: return .alac
        case .mov: return .pcm
        case .webm, .gif, .png: return nil
        }
    }

    /// The delivery codec and bit rate for `container` when `requested` and `bitrate` (kb/s)
    /// were asked for, after checking that they go together; nil when the container has no
    /// sound (GIF, animated PNG: the caller warns that the sound is dropped).
    /// - Throws: `AudioSettingsError` (usage errors).
    public static func delivery(container: VideoContainer, requested: AudioCodec?,
                                bitrate: Int?) throws(AudioSettingsError) -> (codec: AudioCodec, bitrate: Int?)? {
        let codecs = delivery(for: container)
        guard let chosen = requested ?? codecs.first else { return nil }
        guard codecs.contains(chosen) else { throw .codecNotInContainer(codec: chosen, container: container) }
        if let bitrate {
            guard let range = chosen.bitrateRange else { throw .bitrateNotApplicable(codec: chosen) }
            guard range.contains(bitrate) else { throw .bitrateOutOfRange(bitrate, codec: chosen, range: range) }
        }
        return (chosen, bitrate ?? chosen.defaultBitrate)
    }

    /// `--audio-bitrate`'s value in kb/s: `192` or `192k`; nil when it is neither.
    public static func parseBitrate(_ text: String) -> Int? {
        let digits = text.lowercased().hasSuffix("k") ? String(text.dropLast()) : text
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0 else { return nil }
        return value
    }
}

/// Sound options that cannot be encoded.
public enum AudioSettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--audio-codec` names a codec the container does not carry.
    case codecNotInContainer(codec: AudioCodec, container: VideoContainer)
    /// `--audio-codec` names no codec.
    case unknownCodec(String, container: VideoContainer)
    /// `--audio-bitrate` is not a number of kb/s.
    case unreadableBitrate(String)
    /// `--audio-bitrate` with a codec that has no bit rate.
    case bitrateNotApplicable(codec: AudioCodec)
    /// `--audio-bitrate` outside the codec's range.
    case bitrateOutOfRange(Int, codec: AudioCodec, range: ClosedRange<Int>)
    /// A WebM shard with sound: WebM holds only lossy sound, which cannot be joined exactly.
    case webmShard

    /// A one-line message naming the option and what is allowed.
    public var description: String {
        switch self {
        case .codecNotInContainer(let codec, let container):
            return Self.notIn(codec.rawValue, container)
        case .unknownCodec(let name, let container):
            return Self.notIn(name, container)
        case .unreadableBitrate(let text):
            return "--audio-bitrate takes kb/s, such as 192 or 192k, not '\(text)'"
        case .bitrateNotApplicable(let codec):
            return "--audio-bitrate does not apply to \(codec.rawValue), which is uncompressed"
        case .bitrateOutOfRange(let value, let codec, let range):
            return "--audio-bitrate \(value) is outside \(codec.rawValue)'s range \(range.lowerBound)-\(range.upperBound) kb/s (default \(codec.defaultBitrate ?? 0))"
        case .webmShard:
            return "--shard: a .webm chunk cannot carry its sound losslessly (WebM holds only Opus or Vorbis), so sharded sound could not be joined exactly; shard to .ts, .mp4 or .mov, or leave the sound out with --mute"
        }
    }

    /// `--audio-codec NAME cannot go in a .webm file; .webm takes opus`.
    private static func notIn(_ name: String, _ container: VideoContainer) -> String {
        let takes = AudioCodec.delivery(for: container).map(\.rawValue).joined(separator: ", ")
        return "--audio-codec \(name) cannot go in a .\(container.rawValue) file; .\(container.rawValue) takes \(takes.isEmpty ? "no sound" : takes)"
    }
}
