/// Converts rows of premultiplied ARGB32 pixels into PNG's straight-alpha RGB or RGBA bytes.
///
/// Un-premultiplying divides each colour channel by alpha, rounding to nearest:
/// `(c * 255 + a / 2) / a`, clamped to 255 (the same rule as `RasterImage.unpremultiply`). The
/// division is done as a multiplication by a precomputed reciprocal, which is exact for every
/// input (see `reciprocals`), so the output equals the division bit for bit.
enum ScanlineConverter {
    /// The shift that goes with `reciprocals`.
    static let reciprocalShift: UInt64 = 24

    /// `reciprocals[a] = ceil(2^24 / a)` for `a` in 1...255 (entry 0 is unused).
    ///
    /// For a numerator `n < 2^16` (the largest is `255 * 255 + 127`) and `a < 256`,
    /// `(n * reciprocals[a]) >> 24 == n / a` exactly: the reciprocal overshoots `2^24 / a` by less
    /// than 1, which adds less than `2^16 / 2^24 = 1/256` to the quotient, too little to carry past
    /// the fractional part `(a - 1) / a` of any exact quotient when `a < 256`.
    static let reciprocals: [UInt64] = (0..<256).map { a in
        a == 0 ? 0 : (UInt64(1) << reciprocalShift + UInt64(a) - 1) / UInt64(a)
    }

    /// One straight-alpha channel value from a premultiplied one, with `half == alpha / 2` and
    /// `reciprocal == reciprocals[alpha]`.
    @inline(__always)
    static func straight(_ channel: UInt32, half: UInt32, reciprocal: UInt64) -> UInt32 {
        let n = UInt64(channel &* 255 &+ half)
        return min(255, UInt32(truncatingIfNeeded: (n &* reciprocal) >> reciprocalShift))
    }

    /// Writes `count` pixels from `source` as RGB triples into `destination`.
    ///
    /// The pixels must be opaque (alpha 255), so no division is needed. `destination` must have room
    /// for `3 * count + 1` bytes: each pixel is stored as one 4-byte write whose last byte the next
    /// pixel (or nothing) overwrites.
    @inline(__always)
    static func convertOpaqueRow(
        _ source: UnsafePointer<UInt32>, count: Int, into destination: UnsafeMutableRawPointer
    ) {
        for x in 0..<count {
            let p = source[x]
            // Memory order R, G, B, (ignored): little-endian value B<<16 | G<<8 | R.
            let rgb = (p & 0x0000_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
            destination.storeBytes(of: rgb.littleEndian, toByteOffset: 3 * x, as: UInt32.self)
        }
    }

    /// Writes `count` pixels from `source` as straight-alpha RGBA quadruples into `destination`
    /// (room for `4 * count` bytes).
    @inline(__always)
    static func convertRow(
        _ source: UnsafePointer<UInt32>, count: Int, into destination: UnsafeMutableRawPointer,
        reciprocals: UnsafePointer<UInt64>
    ) {
        for x in 0..<count {
            let p = source[x]
            let a = p >> 24
            let rgba: UInt32
            if a == 255 {
                rgba = (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
            } else if a == 0 {
                rgba = 0
            } else {
                let half = a >> 1, reciprocal = reciprocals[Int(a)]
                let r = straight((p >> 16) & 0xFF, half: half, reciprocal: reciprocal)
                let g = straight((p >> 8) & 0xFF, half: half, reciprocal: reciprocal)
                let b = straight(p & 0xFF, half: half, reciprocal: reciprocal)
                rgba = r | g << 8 | b << 16 | a << 24
            }
            destination.storeBytes(of: rgba.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
        }
    }

    /// Whether every one of `count` pixels is opaque (alpha 255).
    static func allOpaque(_ pixels: UnsafePointer<UInt32>, count: Int) -> Bool {
        // AND the pixels in blocks so the loop vectorises, stopping early at the first
        // non-opaque block (images with a transparent background stop at once).
        let block = 4096
        var start = 0
        while start < count {
            let end = min(count, start + block)
            var all: UInt32 = 0xFFFF_FFFF
            for i in start..<end { all &= pixels[i] }
            if all < 0xFF00_0000 { return false }
            start = end
        }
        return true
    }
}
