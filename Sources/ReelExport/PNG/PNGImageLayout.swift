/// How an image is laid out as PNG rows and cut into bands for compression.
///
/// Band boundaries depend only on the image size, the pixel format and the compression strategy,
/// never on the number of threads, so the encoded bytes are the same however many threads run.
struct PNGImageLayout: Sendable {
    /// Uncompressed bytes per band the layout aims for. Large enough that the per-band overhead
    /// (a 5-byte flush marker, a fresh Huffman table, a primed dictionary) is negligible, small
    /// enough that a 1080p frame makes a couple of dozen bands to share between threads.
    static let targetBandBytes = 256 * 1024

    /// Pixels per row.
    let width: Int
    /// Rows in the image.
    let height: Int
    /// Whether the rows are RGBA (colour type 6) rather than RGB (colour type 2).
    let hasAlpha: Bool
    /// Bytes per pixel: 3 for RGB, 4 for RGBA.
    let bytesPerPixel: Int
    /// Bytes of pixel data per row.
    let stride: Int
    /// Bytes per filtered row: the filter-type byte and the pixel data.
    let rowBytes: Int
    /// Rows in every band but possibly the last.
    let rowsPerBand: Int
    /// The number of bands.
    let bandCount: Int
    /// Rows before each band that are filtered to prime the compressor's 32 KiB window, or 0 when
    /// the compressor cannot use history (run-length and Huffman-only coding).
    let dictionaryRows: Int
    /// The zlib stream header: deflate with a 32 KiB window, and the level hint zlib itself writes.
    let zlibHeader: [UInt8]

    init(width: Int, height: Int, hasAlpha: Bool, compression: PNGCompression) {
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        bytesPerPixel = hasAlpha ? 4 : 3
        stride = width * bytesPerPixel
        rowBytes = stride + 1
        rowsPerBand = max(1, Self.targetBandBytes / rowBytes)
        bandCount = (height + rowsPerBand - 1) / rowsPerBand
        dictionaryRows = compression.usesHistory ? (32768 + rowBytes - 1) / rowBytes : 0
        zlibHeader = Self.zlibHeader(for: compression)
    }

    /// The rows of band `index`.
    func rows(ofBand index: Int) -> Range<Int> {
        let start = index * rowsPerBand
        return start..<min(height, start + rowsPerBand)
    }

    /// The two-byte zlib header (RFC 1950): CMF 0x78 (deflate, 32 KiB window), then FLG with the
    /// compression-level hint chosen as zlib chooses it and the check bits that make the pair a
    /// multiple of 31.
    static func zlibHeader(for compression: PNGCompression) -> [UInt8] {
        let cmf = 0x78
        let level = compression.levelHint
        let levelHint: Int
        if case .zlib(_, let strategy) = compression, strategy == .huffmanOnly || strategy == .rle {
            levelHint = 0
        } else if level < 2 {
            levelHint = 0
        } else if level < 6 {
            levelHint = 1
        } else if level == 6 {
            levelHint = 2
        } else {
            levelHint = 3
        }
        var flg = levelHint << 6
        flg += 31 - (cmf * 256 + flg) % 31
        return [UInt8(cmf), UInt8(flg)]
    }
}
