import Foundation
import Reel

/// How a video is encoded: container, codec, quality, speed, alpha, size and frame rate, checked
/// against what the codec allows before anything is rendered.
///
/// Colour: frames are sRGB. Every Y'CbCr output is converted with the BT.709 matrix into limited
/// range (16–235) with accurate rounding, and tagged BT.709 in primaries, transfer, matrix and
/// range, so players show the colours Reel drew (within 1/255 after a round trip). GIF and APNG
/// keep RGB. Without alpha, transparent pixels show what lies beneath them over black.
public struct VideoSettings: Sendable, Equatable {
    /// The file format.
    public var container: VideoContainer
    /// The codec.
    public var codec: VideoCodec
    /// The constant-quality setting (lower is better), for codecs that have one.
    public var crf: Int?
    /// The speed preset, for codecs that have presets.
    public var preset: String?
    /// Whether transparency is kept.
    public var alpha: Bool
    /// The frame size in pixels.
    public var width: Int
    /// The frame size in pixels.
    public var height: Int
    /// Frames per second of the video.
    public var frameRate: Double
    /// How many threads the encoder may use, or nil to let it choose (all cores).
    public var encoderThreads: Int?
    /// What the video says of itself in its metadata (`reel concat` reads it), or nil for none.
    public var record: ChunkRecord?
    /// The video's sound, or nil for a silent video. GIF and animated PNG carry none: it is
    /// ignored there (commands warn that it is dropped).
    public var audio: AudioSettings?

    /// The sound the file carries: `audio`, unless the container has none.
    var audioTrack: AudioSettings? {
        AudioCodec.delivery(for: container).isEmpty ? nil : audio
    }

    /// Settings for `container`; `codec`, `crf` and `preset` default to the container's codec and
    /// that codec's own defaults.
    /// - Throws: `VideoSettingsError` when the combination is not allowed (a usage error), the
    ///   size does not suit the codec, or the frame rate is not one Reel encodes
    ///   (`SceneFormat.frameRateProblem`).
    public init(container: VideoContainer, codec: VideoCodec? = nil, crf: Int? = nil, preset: String? = nil,
                alpha: Bool = false, width: Int, height: Int, frameRate: Double) throws(VideoSettingsError) {
        // The frame rate and size are checked before anything counts or converts them.
        if let problem = SceneFormat.frameRateProblem(frameRate) { throw .frameRate(problem) }
        guard (1...SceneFormat.maximumPixelSide).contains(width), (1...SceneFormat.maximumPixelSide).contains(height) else {
            throw .frameSize(width: width, height: height)
        }
        let chosen = try Self.codec(container: container, codec: codec, crf: crf, preset: preset, alpha: alpha)
        if (chosen.needsEvenWidth && width % 2 != 0) || (chosen.needsEvenHeight && height % 2 != 0) {
            throw .oddSize(width: width, height: height, codec: chosen)
        }
        self.container = container
        self.codec = chosen
        self.crf = crf ?? chosen.defaultCRF
        self.preset = preset ?? (chosen.presets.isEmpty ? nil : "medium")
        self.alpha = alpha
        self.width = width
        self.height = height
        self.frameRate = frameRate
    }

    /// The codec these options choose for `container`, after checking that they go together;
    /// everything `init` checks except the size, so a command line can be checked before a scene
    /// is loaded.
    /// - Throws: `VideoSettingsError` (all usage errors).
    public static func codec(container: VideoContainer, codec: VideoCodec?, crf: Int?, preset: String?,
                             alpha: Bool) throws(VideoSettingsError) -> VideoCodec {
        let chosen: VideoCodec
        if let codec {
            guard container.codecs.contains(codec) else {
                throw .codecNotInContainer(codec: codec, container: container)
            }
            chosen = codec
        } else {
            // A .mov with alpha is ProRes 4444, the editing format that carries it.
            chosen = alpha && container == .mov ? .prores4444 : container.defaultCodec
        }
        if alpha, !chosen.supportsAlpha {
            throw .alphaNotSupported(codec: chosen, container: container)
        }
        if let crf {
            guard let range = chosen.crfRange else { throw .crfNotApplicable(codec: chosen) }
            guard range.contains(crf) else { throw .crfOutOfRange(crf, codec: chosen, range: range) }
        }
        if let preset {
            guard !chosen.presets.isEmpty else { throw .presetNotApplicable(codec: chosen) }
            guard chosen.presets.contains(preset) else { throw .unknownPreset(preset, codec: chosen) }
        }
        return chosen
    }

    /// Advice about settings that work but may surprise: lossless H.264 that few players decode.
    /// (A GIF's frame rate is chosen by `GIFTiming`, which says so when it differs.)
    public var warnings: [String] {
        var warnings: [String] = []
        if crf == 0, codec == .h264 || codec == .hevc {
            warnings.append("--crf 0 encodes losslessly (H.264's High 4:4:4 Predictive profile): the file is large and many players, browsers and phones cannot play it")
        }
        return warnings
    }

    /// The raw frames piped to ffmpeg: `yuv420p` when that is what the codec encodes (Reel
    /// converts, so half the bytes cross the pipe and ffmpeg only encodes), straight `rgba` with
    /// alpha, `rgb24` otherwise (ffmpeg converts, for the 10-bit and 4:4:4 formats and palettes).
    public var rawFormat: RawPixelFormat {
        if alpha { return .rgba }
        return codec.pixelFormat(alpha: false) == RawPixelFormat.yuv420p.ffmpegName ? .yuv420p : .rgb24
    }

    /// The arguments before the output: read raw frames from standard input (tagged BT.709
    /// limited range when Reel converted them).
    func inputArguments() -> [String] {
        var arguments = ["-hide_banner", "-nostdin", "-loglevel", "error",
                         "-f", "rawvideo", "-pix_fmt", rawFormat.ffmpegName, "-video_size", "\(width)x\(height)",
                         "-framerate", FrameRate.rational(frameRate)]
        if rawFormat == .yuv420p { arguments += Self.bt709Tags }
        return arguments + ["-i", "pipe:0"] + (audioTrack?.inputArguments() ?? [])
    }

    /// ffmpeg's options tagging a stream BT.709 (primaries, transfer, matrix) in limited range.
    static let bt709Tags = ["-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709", "-color_range", "tv"]

    /// The BT.709 limited-range conversion and tags, as a filter chain ending in the codec's
    /// pixel format, for the frames ffmpeg converts (those not piped as `yuv420p`).
    var colourFilter: String {
        let format = codec.pixelFormat(alpha: alpha)
        return "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=\(format),"
            + "setparams=color_primaries=bt709:color_trc=bt709:colorspace=bt709:range=tv"
    }

    /// The encoder's arguments (codec, quality, speed, tags), after the input.
    func encoderArguments() -> [String] {
        var arguments: [String] = []
        if let audioTrack { arguments += ["-map", "0:v:0"] + audioTrack.outputArguments(input: 1) }
        if codec.isYUV {
            // Frames Reel converted need no filter; the others are converted by ffmpeg.
            if rawFormat != .yuv420p { arguments += ["-vf", colourFilter] }
            arguments += Self.bt709Tags
        }
        switch codec {
        case .h264:
            arguments += ["-c:v", "libx264", "-preset", preset ?? "medium", "-crf", String(crf ?? 18)]
        case .hevc:
            arguments += ["-c:v", "libx265", "-preset", preset ?? "medium", "-crf", String(crf ?? 22),
                          "-x265-params", "log-level=error"]
            if container == .mp4 || container == .mov { arguments += ["-tag:v", "hvc1"] }
        case .vp9:
            arguments += ["-c:v", "libvpx-vp9", "-crf", String(crf ?? 30), "-b:v", "0",
                          "-deadline", "good", "-cpu-used", String(Self.vp9Speed(preset ?? "medium")), "-row-mt", "1"]
        case .prores:
            arguments += ["-c:v", "prores_ks", "-profile:v", "3", "-vendor", "apl0"]
        case .prores4444:
            arguments += ["-c:v", "prores_ks", "-profile:v", "4444", "-vendor", "apl0"]
            if alpha { arguments += ["-alpha_bits", "16"] }
        case .apng:
            arguments += ["-c:v", "apng", "-pix_fmt", codec.pixelFormat(alpha: alpha), "-plays", "0"]
        case .gif:
            break   // Two passes; see `VideoSink`.
        }
        if let encoderThreads { arguments += ["-threads", String(max(1, encoderThreads))] }
        if let record { arguments += record.metadataArguments(for: container) }
        switch container {
        case .mp4: arguments += ["-movflags", "+faststart"]
        case .mov: arguments += ["-movflags", "+faststart+write_colr"]
        default: break
        }
        return arguments
    }

    /// VP9's `cpu-used` for an x264 preset name: faster presets use more shortcuts.
    static func vp9Speed(_ preset: String) -> Int {
        switch preset {
        case "ultrafast", "superfast": return 8
        case "veryfast": return 7
        case "faster": return 6
        case "fast": return 5
        case "medium": return 4
        case "slow": return 2
        case "slower": return 1
        default: return 0
        }
    }
}

/// A frame rate written for ffmpeg and for people.
enum FrameRate {
    /// `60`, `30000/1001`, `100/3`: exact for whole rates, the NTSC family and fractions with a
    /// denominator below 1,000 (a GIF's 100/3), otherwise in millionths. `fps` has passed
    /// `SceneFormat.frameRateProblem` (finite, positive, at most 1,000).
    static func rational(_ fps: Double) -> String {
        if fps == fps.rounded() { return String(Int(fps)) }
        func reduced(_ numerator: Int, _ denominator: Int) -> String {
            var a = numerator, b = denominator
            while b != 0 { (a, b) = (b, a % b) }
            return "\(numerator / a)/\(denominator / a)"
        }
        for denominator in [1001, 1000] + Array(2..<1000) {
            let numerator = fps * Double(denominator)
            if abs(numerator - numerator.rounded()) < 1e-6 { return reduced(Int(numerator.rounded()), denominator) }
        }
        return reduced(Int((fps * 1_000_000).rounded()), 1_000_000)
    }

    /// `60`, `29.97`.
    static func text(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(format: "%.3g", fps)
    }
}

/// Settings that cannot be encoded.
public enum VideoSettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The output's extension names no container Reel writes.
    case unknownExtension(String)
    /// The codec name is not one Reel knows.
    case unknownCodec(String, container: VideoContainer)
    /// The container does not carry the codec.
    case codecNotInContainer(codec: VideoCodec, container: VideoContainer)
    /// `--alpha` with a codec that has no transparency.
    case alphaNotSupported(codec: VideoCodec, container: VideoContainer)
    /// `--crf` with a codec that has no quality setting.
    case crfNotApplicable(codec: VideoCodec)
    /// `--crf` outside the codec's range.
    case crfOutOfRange(Int, codec: VideoCodec, range: ClosedRange<Int>)
    /// `--preset` with a codec that has none.
    case presetNotApplicable(codec: VideoCodec)
    /// `--preset` with a name the codec does not know.
    case unknownPreset(String, codec: VideoCodec)
    /// A frame size the codec's chroma subsampling cannot hold.
    case oddSize(width: Int, height: Int, codec: VideoCodec)
    /// A frame rate Reel does not encode.
    case frameRate(SceneFormat.Invalid.Problem)
    /// A frame size outside 1 to `SceneFormat.maximumPixelSide` pixels a side.
    case frameSize(width: Int, height: Int)

    /// Whether the user asked for something impossible on the command line (exit status 2),
    /// rather than the scene being unsuitable (exit status 1).
    public var isUsageError: Bool {
        switch self {
        case .oddSize, .frameRate, .frameSize: return false
        default: return true
        }
    }

    /// A one-line message naming the option and what is allowed.
    public var description: String {
        switch self {
        case .unknownExtension(let ext):
            return "-o: cannot tell the video format from \(ext.isEmpty ? "a name without an extension" : "the extension '.\(ext)'"); use one of \(VideoContainer.list)"
        case .unknownCodec(let name, let container):
            return "--codec \(name) is not a codec Reel knows; .\(container.rawValue) takes \(VideoCodec.list(container.codecs))"
        case .codecNotInContainer(let codec, let container):
            return "--codec \(codec.rawValue) cannot go in a .\(container.rawValue) file; .\(container.rawValue) takes \(VideoCodec.list(container.codecs))"
        case .alphaNotSupported(let codec, let container):
            let carriers = VideoContainer.allCases.filter { $0.codecs.contains(where: \.supportsAlpha) }.map { "." + $0.rawValue }
            return "--alpha: \(codec.rawValue) in .\(container.rawValue) cannot carry transparency; use \(carriers.joined(separator: ", ")) (.mov as ProRes 4444)"
        case .crfNotApplicable(let codec):
            return "--crf does not apply to \(codec.rawValue), which has no constant-quality setting"
        case .crfOutOfRange(let value, let codec, let range):
            return "--crf \(value) is outside \(codec.rawValue)'s range \(range.lowerBound)-\(range.upperBound) (lower is better; default \(codec.defaultCRF ?? 0))"
        case .presetNotApplicable(let codec):
            return "--preset does not apply to \(codec.rawValue)"
        case .unknownPreset(let name, let codec):
            return "--preset \(name) is not one of \(codec.rawValue)'s presets: \(codec.presets.joined(separator: ", "))"
        case .oddSize(let width, let height, let codec):
            let need = codec.needsEvenHeight ? "an even width and height" : "an even width"
            return "the frames are \(width) x \(height) pixels, but \(codec.rawValue) (\(codec.pixelFormat(alpha: false))) needs \(need); change the scene's size or --scale, or choose another format"
        case .frameRate(let problem):
            return "the video's \(problem)"
        case .frameSize(let width, let height):
            return "the frames are \(width) x \(height) pixels; each side must be 1 to \(SceneFormat.maximumPixelSide)"
        }
    }
}
