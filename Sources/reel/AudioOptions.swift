import ArgumentParser
import Foundation
import Reel
import ReelExport

/// The sound options of the commands that write videos (`export`, `stitch`): a sound file to
/// carry, leaving sound out, and how it is encoded. One place checks them for every command.
struct AudioOptions: ParsableArguments {
    @Option(help: "A sound file (any format ffmpeg decodes) for the video's sound, from its time 0, cut or padded with silence to the video's duration; for `export` it replaces the scene's own sound.")
    var audio: String?

    @Flag(help: "Leave sound out: the video is silent.")
    var mute = false

    @Option(name: .customLong("audio-codec"), help: "The sound's codec: aac (.mp4, .ts, .mov; the default there), pcm (.mov: 24-bit PCM), opus (.webm).")
    var audioCodec: String?

    @Option(name: .customLong("audio-bitrate"), help: "The sound's bit rate in kb/s, such as 192 or 192k: aac 32-512 (default 192), opus 6-510 (default 160).")
    var audioBitrate: String?

    /// Checks the options against the output's `container` and `shard`, before anything is read.
    func check(container: VideoContainer, shard: Shard?) throws {
        if mute, audio != nil { throw ValidationError("--mute leaves sound out; give --mute or --audio, not both") }
        do {
            _ = try delivery(container: container)
        } catch {
            throw ValidationError(error.description)
        }
        if audio != nil, !mute, let shard, shard.count > 1, AudioCodec.lossless(for: container) == nil,
           !AudioCodec.delivery(for: container).isEmpty {
            throw ValidationError(AudioSettingsError.webmShard.description)
        }
    }

    /// The codec and bit rate asked for, checked against `container`; nil for GIF and animated PNG.
    func delivery(container: VideoContainer) throws(AudioSettingsError) -> (codec: AudioCodec, bitrate: Int?)? {
        var codec: AudioCodec?
        if let audioCodec {
            // Only the codecs a user chooses; the lossless ones are a shard's own business.
            guard let named = AudioCodec(rawValue: audioCodec.lowercased()), named == .aac || named == .opus || named == .pcm else {
                throw .unknownCodec(audioCodec, container: container)
            }
            codec = named
        }
        var bitrate: Int?
        if let audioBitrate {
            guard let value = AudioCodec.parseBitrate(audioBitrate) else { throw .unreadableBitrate(audioBitrate) }
            bitrate = value
        }
        return try AudioCodec.delivery(container: container, requested: codec, bitrate: bitrate)
    }

    /// The sound file `--audio` names, checked to hold sound ffmpeg decodes; nil without `--audio`.
    /// - Throws: `UserFailure` naming the option and the file.
    func externalFile(ffprobe: String? = nil) throws -> URL? {
        guard let audio, !mute else { return nil }
        let url = URL(fileURLWithPath: audio)
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw UserFailure(message: "error: --audio \(audio): there is no readable file there")
        }
        let probe: AudioStreamProbe?
        do {
            probe = try AudioStreamProbe.probe(url, ffprobe: ffprobe)
        } catch let error as VideoProbeError {
            throw UserFailure(message: "error: --audio \(audio): ffmpeg cannot read it (\(error.reason))")
        }
        guard let probe, probe.channels > 0 else {
            throw UserFailure(message: "error: --audio \(audio): it holds no sound ffmpeg decodes")
        }
        return url
    }

    /// The warning that a `container` file (GIF, animated PNG) of `name` leaves its sound out.
    static func dropped(name: String, container: VideoContainer) -> String {
        "warning: \(name): sound is dropped: \(container == .gif ? "GIF" : "animated PNG") has no audio"
    }

    /// The track for a `container` file, `shard` of its export, carrying samples `samples` of
    /// `input`; nil without an input, or for GIF and animated PNG, where `warn` hears that the
    /// sound is dropped (`name` is the scene's or folder's).
    func track(input: URL?, samples: Range<Int64>, container: VideoContainer, shard: Shard,
               name: String, warn: (String) -> Void) throws -> AudioSettings? {
        guard let input, !mute else { return nil }
        let delivery: (codec: AudioCodec, bitrate: Int?)?
        do {
            delivery = try self.delivery(container: container)
        } catch {
            throw ValidationError(error.description)
        }
        guard let delivery else {
            warn(Self.dropped(name: name, container: container))
            return nil
        }
        do {
            return try AudioSettings.track(input: input, samples: samples, container: container, shard: shard,
                                           requested: delivery.codec, bitrate: delivery.bitrate)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
