/// How a frame is compared with its golden, and how much difference it may show and still pass.
///
/// Settings come in layers, each overriding the one before: the defaults here, the manifest's
/// `defaults`, the scene's entry, the frame's entry in `perFrame`, and last what the command line
/// or the test gives (`ComparisonSettings.Patch`).
public struct ComparisonSettings: Hashable, Sendable {
    /// The fraction (0–1) of the largest YIQ distance two pixels may differ by and still match
    /// (pixelmatch's threshold; default 0.1).
    public var threshold: Double = PixelMatch.defaultThreshold
    /// Whether differences at anti-aliased edges are recognised and not counted (default true).
    public var antialiasing: Bool = true
    /// Pixels whose channels each differ by at most this many levels (0–255) match (default 0).
    public var channelTolerance: Int = 0
    /// At most this many pixels may differ; nil sets no limit of its own.
    public var maxDiffPixels: Int?
    /// At most this fraction (0–1) of the pixels may differ; nil sets no limit of its own.
    public var maxDiffPixelRatio: Double?

    /// The defaults: threshold 0.1, anti-aliasing detected, no tolerance, no pixel may differ.
    public init() {}

    /// How many pixels of `total` may differ: the stricter of the two budgets that are set, and
    /// none when neither is.
    public func allowedDifferentPixels(of total: Int) -> Int {
        var allowed = Int.max
        if let maxDiffPixels { allowed = min(allowed, maxDiffPixels) }
        if let maxDiffPixelRatio { allowed = min(allowed, Int((maxDiffPixelRatio * Double(total)).rounded(.down))) }
        return allowed == Int.max ? 0 : allowed
    }

    /// The pixel comparison these settings ask for.
    public var pixelMatch: PixelMatch {
        PixelMatch(threshold: threshold, detectsAntialiasing: antialiasing, channelTolerance: channelTolerance)
    }

    /// These settings with every value `patch` sets replaced.
    public func applying(_ patch: Patch) -> ComparisonSettings {
        var result = self
        if let v = patch.threshold { result.threshold = v }
        if let v = patch.antialiasing { result.antialiasing = v }
        if let v = patch.channelTolerance { result.channelTolerance = v }
        if let v = patch.maxDiffPixels { result.maxDiffPixels = v }
        if let v = patch.maxDiffPixelRatio { result.maxDiffPixelRatio = v }
        return result
    }

    /// Some settings, the others left as they are.
    public struct Patch: Hashable, Sendable {
        /// See `ComparisonSettings.threshold`.
        public var threshold: Double?
        /// See `ComparisonSettings.antialiasing`.
        public var antialiasing: Bool?
        /// See `ComparisonSettings.channelTolerance`.
        public var channelTolerance: Int?
        /// See `ComparisonSettings.maxDiffPixels`.
        public var maxDiffPixels: Int?
        /// See `ComparisonSettings.maxDiffPixelRatio`.
        public var maxDiffPixelRatio: Double?

        /// A patch setting the given values.
        public init(threshold: Double? = nil, antialiasing: Bool? = nil, channelTolerance: Int? = nil,
                    maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
            self.threshold = threshold
            self.antialiasing = antialiasing
            self.channelTolerance = channelTolerance
            self.maxDiffPixels = maxDiffPixels
            self.maxDiffPixelRatio = maxDiffPixelRatio
        }

        /// Whether it sets nothing.
        public var isEmpty: Bool { self == Patch() }

        /// What is wrong with the values, each message naming the setting; empty when all are valid.
        public var problems: [String] {
            var problems: [String] = []
            if let v = threshold, !(v >= 0 && v <= 1) { problems.append("threshold must be a number from 0 to 1, not \(v)") }
            if let v = channelTolerance, !(0...255).contains(v) { problems.append("channelTolerance must be a whole number from 0 to 255, not \(v)") }
            if let v = maxDiffPixels, v < 0 { problems.append("maxDiffPixels must be a whole number ≥ 0, not \(v)") }
            if let v = maxDiffPixelRatio, !(v >= 0 && v <= 1) { problems.append("maxDiffPixelRatio must be a number from 0 to 1, not \(v)") }
            return problems
        }
    }
}
