/// A video codec Reel encodes with, through ffmpeg.
public enum VideoCodec: String, CaseIterable, Sendable {
    /// H.264 (libx264), 4:2:0.
    case h264
    /// HEVC (libx265), 4:2:0, tagged `hvc1` in MP4 and MOV so Apple's players open it.
    case hevc
    /// VP9 (libvpx), 4:2:0, with an alpha plane when asked.
    case vp9
    /// ProRes 422 HQ (prores_ks), 10 bits.
    case prores
    /// ProRes 4444 (prores_ks), 10 bits, with alpha when asked.
    case prores4444 = "prores-4444"
    /// GIF, 256 colours from one palette for the whole video.
    case gif
    /// Animated PNG, lossless.
    case apng

    /// The constant-quality values the encoder accepts (lower is better), or nil when the codec
    /// has no such setting.
    public var crfRange: ClosedRange<Int>? {
        switch self {
        case .h264, .hevc: return 0...51
        case .vp9: return 0...63
        case .prores, .prores4444, .gif, .apng: return nil
        }
    }

    /// The quality used when none is asked for: visually lossless on rendered graphics.
    public var defaultCRF: Int? {
        switch self {
        case .h264: return 18
        case .hevc: return 22
        case .vp9: return 30
        case .prores, .prores4444, .gif, .apng: return nil
        }
    }

    /// The speed presets the codec takes (x264's names; VP9 maps them to its `cpu-used`).
    public var presets: [String] {
        switch self {
        case .h264, .hevc:
            return VideoPreset.allCases.map(\.rawValue)
        case .vp9:
            return VideoPreset.allCases.filter { $0 != .placebo }.map(\.rawValue)
        case .prores, .prores4444, .gif, .apng:
            return []
        }
    }

    /// Whether the codec can carry transparency.
    public var supportsAlpha: Bool {
        switch self {
        case .vp9, .prores4444, .gif, .apng: return true
        case .h264, .hevc, .prores: return false
        }
    }

    /// Whether frames are converted to Y'CbCr (BT.709, limited range) rather than kept as RGB.
    public var isYUV: Bool { self != .gif && self != .apng }

    /// ffmpeg's pixel format for the encoded frames.
    func pixelFormat(alpha: Bool) -> String {
        switch self {
        case .h264, .hevc: return "yuv420p"
        case .vp9: return alpha ? "yuva420p" : "yuv420p"
        case .prores: return "yuv422p10le"
        case .prores4444: return alpha ? "yuva444p10le" : "yuv444p10le"
        case .gif, .apng: return alpha ? "rgba" : "rgb24"
        }
    }

    /// Whether the chroma planes are halved across (4:2:2 and 4:2:0): the width must be even.
    var needsEvenWidth: Bool {
        switch self {
        case .h264, .hevc, .vp9, .prores: return true
        case .prores4444, .gif, .apng: return false
        }
    }

    /// Whether the chroma planes are halved down (4:2:0): the height must be even.
    var needsEvenHeight: Bool {
        switch self {
        case .h264, .hevc, .vp9: return true
        case .prores, .prores4444, .gif, .apng: return false
        }
    }

    /// The names, for messages: `h264, hevc, …`.
    static func list(_ codecs: [VideoCodec]) -> String { codecs.map(\.rawValue).joined(separator: ", ") }
}
