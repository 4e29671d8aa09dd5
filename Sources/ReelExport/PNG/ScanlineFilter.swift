/// The byte-level PNG filters (PNG specification, section 9.2), applied to one row at a time.
///
/// Every function reads the current row `current` and the row above it `previous` (all zeros for
/// the first row of an image), both `count` bytes of straight pixels with `bpp` bytes per pixel,
/// and writes `count` filtered bytes to `output`. Bytes left of the first pixel count as zero.
/// Arithmetic wraps modulo 256, as the specification requires.
///
/// Encoding, unlike decoding, has no dependency between neighbouring outputs, so every loop is
/// written to vectorise: offset pointers instead of `i - bpp` (whose overflow check would stop the
/// vectoriser), wrapping arithmetic, and selects instead of branches.
enum ScanlineFilter {
    /// Filter type 0: a copy.
    @inline(__always)
    static func none(
        _ current: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        output.update(from: current, count: count)
    }

    /// Filter type 1: the difference from the byte one pixel to the left.
    @inline(__always)
    static func sub(
        _ current: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>,
        count: Int, bpp: Int
    ) {
        let head = min(bpp, count)
        output.update(from: current, count: head)
        let left = current, x = current + head, out = output + head
        var j = 0
        while j < count &- head {
            out[j] = x[j] &- left[j]
            j &+= 1
        }
    }

    /// Filter type 2: the difference from the byte above.
    @inline(__always)
    static func up(
        _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
        into output: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        var j = 0
        while j < count {
            output[j] = current[j] &- previous[j]
            j &+= 1
        }
    }

    /// Filter type 3: the difference from the floor of the mean of the left and upper bytes.
    @inline(__always)
    static func average(
        _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
        into output: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int
    ) {
        let head = min(bpp, count)
        var j = 0
        while j < head {
            output[j] = current[j] &- (previous[j] >> 1)
            j &+= 1
        }
        let left = current, x = current + head, up = previous + head, out = output + head
        j = 0
        while j < count &- head {
            let mean = (UInt16(left[j]) &+ UInt16(up[j])) >> 1
            out[j] = x[j] &- UInt8(truncatingIfNeeded: mean)
            j &+= 1
        }
    }

    /// Filter type 4: the difference from Paeth's predictor, whichever of left (a), up (b) and
    /// upper-left (c) is nearest to `a + b - c`, ties going to a, then b.
    @inline(__always)
    static func paeth(
        _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
        into output: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int
    ) {
        // For the first pixel a = c = 0, so the predictor is b: the same as `up`.
        let head = min(bpp, count)
        up(current, previous, into: output, count: head)
        let left = current, x = current + head, upLeft = previous, up = previous + head
        let out = output + head
        var j = 0
        while j < count &- head {
            let prediction = predictPaeth(Int16(left[j]), Int16(up[j]), Int16(upLeft[j]))
            out[j] = x[j] &- UInt8(truncatingIfNeeded: prediction)
            j &+= 1
        }
    }

    /// Paeth's predictor for left `a`, up `b` and upper-left `c`, without branches.
    @inline(__always)
    static func predictPaeth(_ a: Int16, _ b: Int16, _ c: Int16) -> Int16 {
        // p = a + b - c; |p - a| = |b - c|, |p - b| = |a - c|, |p - c| = |(b - c) + (a - c)|.
        // `magnitude` rather than `abs`, which checks for overflow and stops vectorisation.
        let da = b &- c, db = a &- c
        let pa = da.magnitude, pb = db.magnitude, pc = (da &+ db).magnitude
        let bOrC = pb <= pc ? b : c
        return pa <= pb && pa <= pc ? a : bOrC
    }

    /// The costs of filtering the row with sub, up and Paeth, given the row already filtered with
    /// Paeth (`paeth`, `count` bytes): one pass over the three rows, instead of filtering with sub
    /// and up into buffers and summing each. A filter's cost is the sum of its filtered bytes read
    /// as signed values, in absolute value: the "minimum sum of absolute differences" libpng uses
    /// to choose a filter per row.
    ///
    /// Not inlined, so the loop vectorises on its own.
    @inline(never)
    static func costs(
        _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, paeth: UnsafePointer<UInt8>,
        count: Int, bpp: Int
    ) -> (sub: Int, up: Int, paeth: Int) {
        @inline(__always) func magnitude(_ byte: UInt8) -> UInt32 { UInt32(byte < 128 ? byte : 0 &- byte) }
        // The first pixel: sub keeps the byte.
        let head = min(bpp, count)
        var sub = 0, up = 0, paethCost = 0
        for j in 0..<head {
            sub &+= Int(magnitude(current[j]))
            up &+= Int(magnitude(current[j] &- previous[j]))
            paethCost &+= Int(magnitude(paeth[j]))
        }
        let left = current, x = current + head, above = previous + head, predicted = paeth + head
        var start = 0
        let rest = count &- head
        // Sum in 32-bit blocks (2^16 bytes of at most 128 each cannot overflow).
        while start < rest {
            let end = min(rest, start &+ 65536)
            var s: UInt32 = 0, u: UInt32 = 0, p: UInt32 = 0
            var j = start
            while j < end {
                let byte = x[j]
                s &+= magnitude(byte &- left[j])
                u &+= magnitude(byte &- above[j])
                p &+= magnitude(predicted[j])
                j &+= 1
            }
            sub &+= Int(s)
            up &+= Int(u)
            paethCost &+= Int(p)
            start = end
        }
        return (sub, up, paethCost)
    }
}
