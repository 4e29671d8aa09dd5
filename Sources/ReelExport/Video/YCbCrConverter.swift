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
                    let top = pixels.baseAddress! + row * width
                    lumaRow(top, count: width, into: luma + row * width)
                    lumaRow(top + width, count: width, into: luma + (row + 1) * width)
                    chromaRow(top, top + width, count: width / 2,
                              cb: cb + (row / 2) * (width / 2), cr: cr + (row / 2) * (width / 2))
                }
            }
            count = lumaCount + 2 * chromaCount
        }
    }

    /// Added before the luma shift: the offset 16 and half a unit, for rounding to nearest.
    static let lumaOffset: Int32 = (16 << shift) + (1 << (shift - 1))
    /// Added before the chroma shift: the offset 128 and half a unit, with two more fractional bits
    /// because chroma is computed from the sum of four pixels.
    static let chromaOffset: Int32 = (128 << (shift + 2)) + (1 << (shift + 1))

    /// Writes the luma of `count` pixels from `source` into `luma`, eight pixels at a time.
    static func lumaRow(_ source: UnsafePointer<UInt32>, count: Int, into luma: UnsafeMutablePointer<UInt8>) {
        let yR = SIMD8<Int32>(repeating: Self.yR), yG = SIMD8<Int32>(repeating: Self.yG), yB = SIMD8<Int32>(repeating: Self.yB)
        let offset = SIMD8<Int32>(repeating: lumaOffset), byte = SIMD8<UInt32>(repeating: 0xFF)
        let raw = UnsafeRawPointer(source)
        var x = 0
        while x + 8 <= count {
            let p = raw.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt32>.self)
            let r = SIMD8<Int32>(truncatingIfNeeded: (p &>> 16) & byte)
            let g = SIMD8<Int32>(truncatingIfNeeded: (p &>> 8) & byte)
            let b = SIMD8<Int32>(truncatingIfNeeded: p & byte)
            let y = (yR &* r &+ yG &* g &+ yB &* b &+ offset) &>> Int32(shift)
            UnsafeMutableRawPointer(luma + x).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: y), as: SIMD8<UInt8>.self)
            x += 8
        }
        while x < count {
            let p = source[x]
            let r = Int32(truncatingIfNeeded: (p >> 16) & 0xFF), g = Int32(truncatingIfNeeded: (p >> 8) & 0xFF)
            let b = Int32(truncatingIfNeeded: p & 0xFF)
            luma[x] = UInt8(truncatingIfNeeded: (Self.yR &* r &+ Self.yG &* g &+ Self.yB &* b &+ lumaOffset) >> shift)
            x += 1
        }
    }

    /// Writes Cb and Cr of `count` 2 x 2 blocks, each two pixels of `top` over the two below them
    /// in `bottom`, eight blocks at a time.
    static func chromaRow(
        _ top: UnsafePointer<UInt32>, _ bottom: UnsafePointer<UInt32>, count: Int,
        cb: UnsafeMutablePointer<UInt8>, cr: UnsafeMutablePointer<UInt8>
    ) {
        let byte = SIMD16<UInt32>(repeating: 0xFF), offset = SIMD8<Int32>(repeating: chromaOffset)
        let cbR = SIMD8<Int32>(repeating: Self.cbR), cbG = SIMD8<Int32>(repeating: Self.cbG), cbB = SIMD8<Int32>(repeating: Self.cbB)
        let crR = SIMD8<Int32>(repeating: Self.crR), crG = SIMD8<Int32>(repeating: Self.crG), crB = SIMD8<Int32>(repeating: Self.crB)
        let upper = UnsafeRawPointer(top), lower = UnsafeRawPointer(bottom)
        var x = 0
        while x + 8 <= count {
            let a = upper.loadUnaligned(fromByteOffset: 8 * x, as: SIMD16<UInt32>.self)
            let c = lower.loadUnaligned(fromByteOffset: 8 * x, as: SIMD16<UInt32>.self)
            // Each channel summed down the columns, then the even (left) and odd (right) columns.
            let red = ((a &>> 16) & byte) &+ ((c &>> 16) & byte)
            let green = ((a &>> 8) & byte) &+ ((c &>> 8) & byte)
            let blue = (a & byte) &+ (c & byte)
            let r = SIMD8<Int32>(truncatingIfNeeded: red.evenHalf &+ red.oddHalf)
            let g = SIMD8<Int32>(truncatingIfNeeded: green.evenHalf &+ green.oddHalf)
            let b = SIMD8<Int32>(truncatingIfNeeded: blue.evenHalf &+ blue.oddHalf)
            let u = (cbR &* r &+ cbG &* g &+ cbB &* b &+ offset) &>> Int32(shift + 2)
            let v = (crR &* r &+ crG &* g &+ crB &* b &+ offset) &>> Int32(shift + 2)
            UnsafeMutableRawPointer(cb + x).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: u), as: SIMD8<UInt8>.self)
            UnsafeMutableRawPointer(cr + x).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: v), as: SIMD8<UInt8>.self)
            x += 8
        }
        while x < count {
            let p0 = top[2 * x], p1 = top[2 * x + 1], p2 = bottom[2 * x], p3 = bottom[2 * x + 1]
            @inline(__always) func sum(_ shift: UInt32) -> Int32 {
                Int32(truncatingIfNeeded: ((p0 >> shift) & 0xFF) + ((p1 >> shift) & 0xFF) + ((p2 >> shift) & 0xFF) + ((p3 >> shift) & 0xFF))
            }
            let r = sum(16), g = sum(8), b = sum(0)
            cb[x] = UInt8(truncatingIfNeeded: (Self.cbR &* r &+ Self.cbG &* g &+ Self.cbB &* b &+ chromaOffset) >> (shift + 2))
            cr[x] = UInt8(truncatingIfNeeded: (Self.crR &* r &+ Self.crG &* g &+ Self.crB &* b &+ chromaOffset) >> (shift + 2))
            x += 1
        }
    }
}
