/// A view of premultiplied ARGB32 pixels in memory, as Cairo image surfaces hold them.
struct PixelRegion {
    /// The first pixel.
    var base: UnsafeMutablePointer<UInt32>
    /// Pixels per row.
    var width: Int
    /// Rows.
    var height: Int
    /// Distance between rows, in pixels.
    var stride: Int

    /// The smallest rectangle (x0, y0, x1, y1), exclusive ends, holding every pixel that is not
    /// fully transparent, or nil when all are.
    func occupiedBounds() -> (Int, Int, Int, Int)? {
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        for y in 0..<height {
            let row = base + y * stride
            var first = -1, last = -1
            for x in 0..<width where row[x] != 0 {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 {
                x0 = min(x0, first); x1 = max(x1, last)
                if y0 == height { y0 = y }
                y1 = y
            }
        }
        return x1 < 0 ? nil : (x0, y0, x1 + 1, y1 + 1)
    }
}
