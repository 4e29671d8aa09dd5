import CZlib

/// How zlib searches for repeated strings when compressing PNG image data.
///
/// PNG stores filtered rows with deflate; the strategy picks which of zlib's matchers runs. Filtered
/// image data is mostly small numbers with short repeats, so the cheaper matchers often lose little
/// size and save much time.
public enum PNGCompressionStrategy: String, Sendable, CaseIterable, CustomStringConvertible {
    /// zlib's general-purpose matcher (`Z_DEFAULT_STRATEGY`), the same at every level as for text.
    case `default`
    /// Prefers Huffman coding over short matches (`Z_FILTERED`), meant for filtered image data; this
    /// is libpng's default.
    case filtered
    /// Only matches that repeat the previous byte (`Z_RLE`): run-length encoding plus Huffman
    /// coding. Much faster than the string matchers, and close in size on rendered graphics.
    case rle
    /// No matching at all, only Huffman coding (`Z_HUFFMAN_ONLY`). Fastest, largest.
    case huffmanOnly

    /// The strategy's name, as accepted by `init(rawValue:)`.
    public var description: String { rawValue }

    /// The zlib constant passed to `deflateInit2`.
    var zlibValue: Int32 {
        switch self {
        case .default: Z_DEFAULT_STRATEGY
        case .filtered: Z_FILTERED
        case .rle: Z_RLE
        case .huffmanOnly: Z_HUFFMAN_ONLY
        }
    }
}
