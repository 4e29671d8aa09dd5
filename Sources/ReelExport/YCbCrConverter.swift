import Reel

/// Converts premultiplied ARGB32 frames into planar Y'CbCr 4:2:0, BT.709 matrix, limited
/// ("TV") range, the layout ffmpeg calls `yuv420p`.
///
/// Doing this in Reel rather than in ffmpeg halves the bytes that cross the pipe (1.5 bytes a
/// pixel instead of 3) and leaves ffmpeg nothing to do but encode; the conversion runs on the
/// rendering workers, in parallel.
///
/// The maths, with R', G', B' the premultiplied channel values in 0...255 (the frame over black):
///
///     Y'  = 16  + 219/255 * (0.2126 R' + 0.7152 G' + 0.0722 B')
///     Cb  = 128 + 224/255 * (B' - luma) / 1.8556
///     Cr  = 128 + 224/255 * (R' - luma) / 1.5748
///
/// each rounded to nearest. Cb and Cr are computed from the mean of each 2 x 2 block of pixels
/// (chroma sited at the block's centre), which, the conversion being linear, equals the mean of
/// the four pixels' exact chroma. The coefficients are fixed-point with 20 fractional bits, so a
/// result differs from the exact rounding only when the exact value lies within 0.0004 of a half.
public enum YCbCrConverter {
    /// Fractional bits of the fixed-point coefficients.
    static let shift = 20

    /// The coefficient `value` in fixed point.
    static func fixed(_ value: Double) -> Int32 { Int32((value * Double(1 << shift)).rounded()) }

    static let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
    static let lumaScale = 219.0 / 255, chromaScale = 224.0 / 255
    static let yR = fixed(lumaScale * kr), yG = fixed(lumaScale * kg), yB = fixed(lumaScale * kb)
    static let cbR = fixed(-chromaScale * kr / (2 * (1 - kb))), cbG = fixed(-chromaScale * kg / (2 * (1 - kb)))
    static let cbB = fixed(chromaScale * 0.5)
    static let crR = fixed(chromaScale * 0.5), crG = fixed(-chromaScale * kg / (2 * (1 - kr)))
    static let crB = fixed(-chromaScale * kb / (2 * (1 - kr)))

    /// The `yuv420p` bytes of `image`, whose width and height must be even.
    public static func yuv420p(_ image: RasterImage) -> [UInt8] {
        precondition(image.width % 2 == 0 && image.height % 2 == 0, "yuv420p needs an even width and height")
        let width = image.width, height = image.height
        let lumaCount = width * height, chromaCount = (width / 2) * (height / 2)
        return [UInt8](unsafeUninitializedCapacity: lumaCount + 2 * chromaCount) { bytes, count in
            image.pixels.withUnsafeBufferPointer { pixels in
                let luma = bytes.baseAddress!
                let cb = luma + lumaCount, cr = cb + chromaCount
                for row in stride(from: 0, to: height, by: 2) {
                    convertRowPair(pixels.baseAddress! + row * width, width: width,
                                   luma: luma + row * width, cb: cb + (row / 2) * (width / 2), cr: cr + (row / 2) * (width / 2))
                }
            }
            count = lumaCount + 2 * chromaCount
        }
    }

    /// Converts two rows of `width` pixels (the second right after the first): writes both rows
    /// of luma and one row of each chroma plane.
    @inline(__always)
    static func convertRowPair(
        _ top: UnsafePointer<UInt32>, width: Int,
        luma: UnsafeMutablePointer<UInt8>, cb: UnsafeMutablePointer<UInt8>, cr: UnsafeMutablePointer<UInt8>
    ) {
        let bottom = top + width
        let yR = Self.yR, yG = Self.yG, yB = Self.yB
        let cbR = Self.cbR, cbG = Self.cbG, cbB = Self.cbB, crR = Self.crR, crG = Self.crG, crB = Self.crB
        let lumaOffset: Int32 = (16 << shift) + (1 << (shift - 1))
        // Chroma sums four pixels: two more fractional bits.
        let chromaOffset: Int32 = (128 << (shift + 2)) + (1 << (shift + 1))
        @inline(__always) func y(_ p: UInt32) -> UInt8 {
            let r = Int32(truncatingIfNeeded: (p >> 16) & 0xFF), g = Int32(truncatingIfNeeded: (p >> 8) & 0xFF)
            let b = Int32(truncatingIfNeeded: p & 0xFF)
            return UInt8(truncatingIfNeeded: (yR &* r &+ yG &* g &+ yB &* b &+ lumaOffset) >> shift)
        }
        for x in 0..<(width / 2) {
            let a = top[2 * x], b = top[2 * x + 1], c = bottom[2 * x], d = bottom[2 * x + 1]
            luma[2 * x] = y(a)
            luma[2 * x + 1] = y(b)
            luma[width + 2 * x] = y(c)
            luma[width + 2 * x + 1] = y(d)
            // Sum the channels of the four pixels two at a time: red and blue share one word.
            let redBlue = (a & 0x00FF_00FF) &+ (b & 0x00FF_00FF) &+ (c & 0x00FF_00FF) &+ (d & 0x00FF_00FF)
            let green = ((a >> 8) & 0xFF) &+ ((b >> 8) & 0xFF) &+ ((c >> 8) & 0xFF) &+ ((d >> 8) & 0xFF)
            let r = Int32(truncatingIfNeeded: redBlue >> 16), g = Int32(truncatingIfNeeded: green)
            let bl = Int32(truncatingIfNeeded: redBlue & 0xFFFF)
            cb[x] = UInt8(truncatingIfNeeded: (cbR &* r &+ cbG &* g &+ cbB &* bl &+ chromaOffset) >> (shift + 2))
            cr[x] = UInt8(truncatingIfNeeded: (crR &* r &+ crG &* g &+ crB &* bl &+ chromaOffset) >> (shift + 2))
        }
    }
}
