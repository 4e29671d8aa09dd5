/// A video file format, chosen from the output file's extension.
public enum VideoContainer: String, CaseIterable, Sendable {
    /// MPEG-4: H.264 (default) or HEVC; web and players everywhere.
    case mp4
    /// WebM: VP9, with alpha when asked.
    case webm
    /// QuickTime: ProRes 422 HQ (default), ProRes 4444 with alpha, H.264 or HEVC; for editing.
    case mov
    /// GIF: one palette for the whole video, dithered, looping forever.
    case gif
    /// Animated PNG: lossless, with alpha when asked, looping forever.
    case png
    /// MPEG transport stream: H.264 (default) or HEVC; the chunk format of sharded exports.
    case ts

    /// The container for a file name's extension (case does not matter), or nil.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }

    /// The codecs this container carries; the first is the default.
    public var codecs: [VideoCodec] {
        switch self {
        case .mp4: return [.h264, .hevc]
        case .webm: return [.vp9]
        case .mov: return [.prores, .prores4444, .h264, .hevc]
        case .gif: return [.gif]
        case .png: return [.apng]
        case .ts: return [.h264, .hevc]
        }
    }

    /// The codec used when none is asked for.
    public var defaultCodec: VideoCodec { codecs[0] }

    /// ffmpeg's name for the muxer (`-f`).
    var muxer: String {
        switch self {
        case .mp4: return "mp4"
        case .webm: return "webm"
        case .mov: return "mov"
        case .gif: return "gif"
        case .png: return "apng"
        case .ts: return "mpegts"
        }
    }

    /// The extensions, for messages: `.mp4, .webm, .mov, .gif, .png, .ts`.
    static var list: String { allCases.map { "." + $0.rawValue }.joined(separator: ", ") }
}
