/// How the encoder compresses PNG image data.
///
/// Every choice produces standard zlib data that any PNG decoder reads; they differ in speed and
/// size. For a rendered 1080p frame, `.fast` is several times faster than any zlib setting and
/// about the size of Cairo's own writer (which is zlib level 6 with adaptive filtering).
public enum PNGCompression: Sendable, Hashable, CustomStringConvertible {
    /// Reel's built-in compressor: zlib's run-length matching (`Z_RLE`) with dynamic Huffman
    /// coding, without zlib's overhead. The default.
    case fast
    /// zlib at `level` (0 stores, 1 is fastest, 9 smallest; other values are clamped to 0...9)
    /// with `strategy`.
    case zlib(level: Int, strategy: PNGCompressionStrategy)

    /// libpng's own choice (zlib level 6 with `Z_FILTERED`), which Cairo's writer uses; pair it
    /// with `PNGFilter.adaptive` for files like Cairo's.
    public static let libpngDefault = PNGCompression.zlib(level: 6, strategy: .filtered)

    /// A short name, such as `fast` or `zlib-6-filtered`.
    public var description: String {
        switch self {
        case .fast: "fast"
        case .zlib(let level, let strategy): "zlib-\(level)-\(strategy)"
        }
    }

    /// The zlib level this choice is closest to, for the level hint in the zlib header.
    var levelHint: Int {
        switch self {
        case .fast: 1
        case .zlib(let level, _): Self.clamp(level)
        }
    }

    /// `level` limited to zlib's range 0...9.
    static func clamp(_ level: Int) -> Int {
        min(max(level, 0), 9)
    }

    /// Whether the compressor can use the data before a band (a primed window) to find matches.
    var usesHistory: Bool {
        switch self {
        case .fast: false
        case .zlib(_, let strategy): strategy == .default || strategy == .filtered
        }
    }
}
