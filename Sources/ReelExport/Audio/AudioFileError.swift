import Foundation
import Reel

/// Why a sound file cannot be played, naming the file (and, where the scene names the sound,
/// where: `position`, for `reel validate`'s `FILE:LINE:COL: error: …`).
public struct AudioFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Reason: Equatable, Sendable {
        /// No file at the path.
        case missing
        /// The file exists but cannot be opened for reading (`message` says why).
        case unreadable(message: String)
        /// ffprobe cannot read the file at all (`message`: its first error line).
        case unreadableByFFprobe(message: String)
        /// The file holds no audio stream (a video without sound, an image…).
        case noAudioStream
        /// The audio stream has no channels.
        case noChannels
        /// The audio stream has more channels than stereo.
        case tooManyChannels(Int)
        /// Decoding the file reports an error (`message`: ffmpeg's first error line).
        case damaged(message: String)
        /// The file decodes to less sound than its header claims.
        case cutShort(decodedSeconds: Double, claimedSeconds: Double)
        /// The file decodes to no samples at all.
        case empty
        /// A sound effect longer than `SoundLimits.effectSeconds`.
        case effectTooLong(seconds: Double)
        /// Decoding this effect would pass `SoundLimits.effectsTotalSeconds` for the mix.
        case effectsTooLong(totalSeconds: Double)
        /// ffmpeg failed while decoding the file for a mix (`message`: its last error line).
        case decodingFailed(message: String)
    }

    /// The file as the message shows it.
    public var path: String
    /// What is wrong.
    public var reason: Reason
    /// Where the scene names the sound, when known.
    public var position: SourcePosition?

    /// An error about the file `path`.
    public init(path: String, reason: Reason, position: SourcePosition? = nil) {
        self.path = path
        self.reason = reason
        self.position = position
    }

    /// A one-line message naming the file and what is wrong with it.
    public var description: String {
        switch reason {
        case .missing:
            return "cannot read sound file \(path): no such file"
        case .unreadable(let message):
            return "cannot read sound file \(path): \(message)"
        case .unreadableByFFprobe(let message):
            return "\(path) is not an audio file: ffprobe cannot read it (\(message))"
        case .noAudioStream:
            return "\(path) is not an audio file: it holds no audio stream"
        case .noChannels:
            return "\(path) has an audio stream with 0 channels: there is nothing to play"
        case .tooManyChannels(let channels):
            return "\(path) has \(channels) channels; Reel plays mono and stereo sounds: mix it down to stereo with "
                + "ffmpeg -i \(Self.shellQuoted(path)) -ac 2 \(Self.shellQuoted(Self.stereoName(path)))"
        case .damaged(let message):
            return "\(path) is cut short or damaged: ffmpeg reports '\(message)' decoding it"
        case .cutShort(let decoded, let claimed):
            return "\(path) is cut short: it decodes to \(Self.seconds(decoded)) s of the \(Self.seconds(claimed)) s its header claims"
        case .empty:
            return "\(path) holds no sound: it decodes to 0 samples"
        case .effectTooLong(let seconds):
            return "\(path) is \(Self.seconds(seconds)) s long; a sound played by an event lasts at most "
                + "\(SoundLimits.effectSeconds) s (it is decoded whole): trim the file, or make it the scene's soundtrack, which streams"
        case .effectsTooLong(let total):
            return "\(path) would bring the sound effects of this mix to \(Self.seconds(total)) s of decoded sound; "
                + "a mix holds at most \(SoundLimits.effectsTotalSeconds) s of them"
        case .decodingFailed(let message):
            return "cannot decode \(path): \(message)"
        }
    }

    /// `seconds` with three decimals (`2.038`).
    static func seconds(_ seconds: Double) -> String {
        String(format: "%.3f", seconds)
    }

    /// `path` with its extension replaced by `-stereo.wav`.
    static func stereoName(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let base = url.deletingPathExtension().lastPathComponent
        let folder = (path as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "" : folder + "/") + base + "-stereo.wav"
    }

    /// `text` as one word for a POSIX shell: as it is when it holds only safe characters,
    /// otherwise in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+,:@%")
        if !text.isEmpty, text.allSatisfy({ safe.contains($0) }) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
