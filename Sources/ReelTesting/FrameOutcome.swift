import Reel

/// What checking one frame against its golden came to.
public struct FrameOutcome: Sendable {
    /// How the check ended.
    public enum Status: Hashable, Sendable {
        /// Passed: the frame's pixel digest equals the golden's (nothing was decoded).
        case matchedDigest
        /// Passed: the golden's decoded pixels are identical to the frame's.
        case matchedPixels
        /// Passed: pixels differ, but no more than the limits allow.
        case withinLimits
        /// There was no golden; the frame was recorded as one.
        case recorded
        /// The golden was replaced by the frame (`--update changed` or `all`).
        case rerecorded
        /// Failed: more pixels differ than the limits allow.
        case different
        /// Failed: the golden has another size.
        case sizeMismatch(goldenWidth: Int, goldenHeight: Int)
        /// Failed: there is no golden, and this run does not record.
        case missing
        /// Failed: the golden cannot be read (a damaged file).
        case unreadable(String)
        /// Failed: the frame could not be drawn, or its golden could not be written.
        case error(String)

        /// Whether the frame passes.
        public var passed: Bool {
            switch self {
            case .matchedDigest, .matchedPixels, .withinLimits, .recorded, .rerecorded: return true
            case .different, .sizeMismatch, .missing, .unreadable, .error: return false
            }
        }
    }

    /// The scene's name.
    public var scene: String
    /// The frame number.
    public var frame: Int
    /// The frame's time in seconds.
    public var time: Double
    /// How the check ended.
    public var status: Status
    /// The settings that applied.
    public var settings: ComparisonSettings
    /// The rendered frame's size in pixels.
    public var width: Int, height: Int
    /// The figures of the perceptual comparison, when one ran (the diff image is not kept).
    public var match: PixelMatch.Result?
    /// How many pixels could differ within the limits.
    public var allowedPixels: Int
    /// How the environment differs from the one the golden was drawn in (empty when the same
    /// or unknown).
    public var environmentDifferences: [String] = []
    /// Report files of this frame, relative to the report folder.
    public var images = ReportImages()
    /// The command that accepts this frame's change (or records its golden).
    public var acceptCommand: String = ""
    /// How long drawing, comparing and writing took, in seconds.
    public var seconds: Double = 0
    /// The digest of the golden this run wrote, for the manifest.
    var writtenDigest: PixelDigest?
    /// The size of the golden file this run wrote.
    var writtenBytes: Int?
    /// The one pixel value of the golden this run wrote, when every pixel has it (warned about).
    var writtenSingleColour: UInt32?

    /// Whether this run wrote the frame's golden (recorded or rewrote it).
    public var wroteGolden: Bool { status == .recorded || status == .rerecorded }
    /// The digest of the drawn frame's pixels, which a golden that passed by digest or identical
    /// pixels must have when the report copies it.
    var frameDigest: PixelDigest?

    /// Whether the frame passes.
    public var passed: Bool { status.passed }
    /// Every pixel of the frame.
    public var totalPixels: Int { width * height }

    /// `LikeButton@12`.
    public var label: String { "\(scene)@\(frame)" }

    /// One line saying what happened, such as
    /// `LikeButton@12: 318 pixels differ (0.80 %), 0 allowed; changed area x 40–90, y 12–60 (51 × 49 px)`.
    public var summary: String {
        switch status {
        case .matchedDigest: return "\(label): identical (pixel digest)"
        case .matchedPixels: return "\(label): identical pixels"
        case .withinLimits:
            return "\(label): \(Self.count(match?.differentPixels ?? 0)) differ, within the \(allowedPixels) allowed"
        case .recorded: return "\(label): recorded a new golden"
        case .rerecorded: return "\(label): rewrote the golden"
        case .different:
            let differing = match?.differentPixels ?? 0
            var text = "\(label): \(Self.count(differing)) differ (\(Self.percent(differing, of: totalPixels))), \(allowedPixels) allowed"
            if let bounds = match?.changedBounds { text += "; changed area \(bounds)" }
            return text
        case .sizeMismatch(let w, let h):
            return "\(label): the golden is \(w) × \(h) pixels, the frame \(width) × \(height)"
        case .missing: return "\(label): no golden"
        case .unreadable(let reason): return "\(label): \(reason)"
        case .error(let message): return "\(label): \(message)"
        }
    }

    /// `1 pixel`, `318 pixels`.
    static func count(_ n: Int) -> String { n == 1 ? "1 pixel" : "\(n) pixels" }

    /// `0.80 %`.
    static func percent(_ n: Int, of total: Int) -> String {
        let value = total > 0 ? 100 * Double(n) / Double(total) : 0
        return value > 0 && value < 0.01 ? "< 0.01 %" : String(format: "%.2f %%", value)
    }
}

/// The images a frame leaves in the report folder, as paths relative to it (empty when not
/// written): a failing frame's actual, expected and diff images, a passing frame's thumbnail.
public struct ReportImages: Hashable, Sendable {
    /// The rendered frame.
    public var actual = ""
    /// A copy of the golden.
    public var expected = ""
    /// The diff image.
    public var diff = ""
    /// A passing frame's small image, for the filmstrip (`ReportThumbnail`).
    public var thumbnail = ""

    /// No images.
    public init() {}
}
