import Foundation
import Reel

/// The sound of a video: a file ffmpeg decodes, the samples of it the video carries, and how
/// they are encoded.
///
/// The track always holds exactly `samples.count` samples at 48 kHz in stereo (`SoundSampling`),
/// the video's duration: the file is decoded (any format ffmpeg reads; resampled to 48 kHz and
/// mixed to stereo when it is not already), samples `samples` of it are kept, and silence is
/// added when the file ends before them. A 24-bit 48 kHz stereo WAV holding exactly the
/// exported range (the mix Reel writes) passes through unchanged, sample for sample.
public struct AudioSettings: Sendable, Equatable {
    /// The sound file.
    public var input: URL
    /// The samples of `input`, counted from its start, that the video carries.
    public var samples: Range<Int64>
    /// The codec of a whole export: AAC, Opus or PCM. A shard records it, so `reel concat`
    /// encodes the joined sound with it.
    public var delivery: AudioCodec
    /// The bit rate of `delivery` in kb/s, when it has one.
    public var bitrate: Int?
    /// The codec written into this file: `delivery`, or a lossless codec for a shard.
    public var codec: AudioCodec
    /// ffmpeg's options describing `input`, for a file that does not say what it holds (raw
    /// PCM); none for a file ffmpeg recognises.
    public var inputOptions: [String] = []

    /// A track of `samples` of `input`, encoded with `codec` (`delivery` unless given).
    public init(input: URL, samples: Range<Int64>, delivery: AudioCodec, bitrate: Int?, codec: AudioCodec? = nil) {
        self.input = input
        self.samples = samples
        self.delivery = delivery
        self.bitrate = bitrate
        self.codec = codec ?? delivery
    }

    /// The settings of a track for a `container` file, `shard` of an export, with the delivery
    /// codec and bit rate asked for: a shard of more than one carries its samples losslessly.
    /// Returns nil when the container has no sound (GIF, animated PNG).
    /// - Throws: `AudioSettingsError` for a codec or bit rate the container does not take, or a
    ///   WebM shard.
    public static func track(input: URL, samples: Range<Int64>, container: VideoContainer, shard: Shard,
                             requested: AudioCodec?, bitrate: Int?) throws(AudioSettingsError) -> AudioSettings? {
        guard let delivery = try AudioCodec.delivery(container: container, requested: requested, bitrate: bitrate) else { return nil }
        var codec = delivery.codec
        if shard.count > 1 {
            guard let lossless = AudioCodec.lossless(for: container) else { throw .webmShard }
            codec = lossless
        }
        return AudioSettings(input: input, samples: samples, delivery: delivery.codec, bitrate: delivery.bitrate, codec: codec)
    }

    /// The samples of the track.
    public var sampleCount: Int64 { Int64(samples.count) }

    /// The track's duration in seconds.
    public var duration: Double { Double(sampleCount) / Double(SoundSampling.sampleRate) }

    /// ffmpeg's options reading `input` (the second input, after the video's).
    func inputArguments() -> [String] {
        inputOptions + ["-i", input.path]
    }

    /// ffmpeg's options, after the video's, mapping input `index`'s first audio stream into
    /// the output as exactly the track's samples and encoding them.
    func outputArguments(input index: Int) -> [String] {
        let rate = SoundSampling.sampleRate
        // Timestamps are renumbered from the samples themselves (whatever the file's own say),
        // the range cut, the end padded with silence, and the track shifted by what the
        // encoder puts before it (`AudioCodec.leadingSamples`).
        let filter = "aresample=\(rate),aformat=sample_rates=\(rate):channel_layouts=stereo,asetpts=N/SR/TB,"
            + "atrim=start_sample=\(samples.lowerBound):end_sample=\(samples.upperBound),asetpts=N/SR/TB,"
            + "apad=whole_len=\(sampleCount),asetpts=(N+\(codec.leadingSamples))/SR/TB"
        return ["-map", "\(index):a:0", "-filter:a", filter] + codec.encoderArguments(bitrate: bitrate)
            + ["-ar", String(rate), "-ac", String(SoundSampling.channels)]
    }
}
