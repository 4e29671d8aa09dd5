import Reel

/// The small image of a passing frame in the report's filmstrip: the frame drawn by the run (equal
/// to its golden within the frame's limits), reduced by a whole factor until it fits
/// `maximumWidth` × `maximumHeight` pixels (never enlarged), each pixel the mean of the
/// premultiplied pixels it covers. A 1920 × 1080 frame becomes 192 × 108; a report of a thousand
/// passing frames stays within tens of megabytes, where copies of their goldens would not.
enum ReportThumbnail {
    /// The largest width of a thumbnail, in pixels (twice the filmstrip's 96 CSS pixels).
    static let maximumWidth = 192
    /// The largest height of a thumbnail, in pixels (twice the filmstrip's 72 CSS pixels).
    static let maximumHeight = 144

    /// The whole factor `image` is reduced by.
    static func factor(width: Int, height: Int) -> Int {
        max(1, (width + maximumWidth - 1) / maximumWidth, (height + maximumHeight - 1) / maximumHeight)
    }

    /// `image` reduced to fit the thumbnail's size.
    static func of(_ image: RasterImage) -> RasterImage {
        let k = factor(width: image.width, height: image.height)
        guard k > 1 else { return image }
        let width = (image.width + k - 1) / k, height = (image.height + k - 1) / k
        var pixels = [UInt32](repeating: 0, count: width * height)
        for ty in 0..<height {
            let y0 = ty * k, y1 = min(image.height, y0 + k)
            for tx in 0..<width {
                let x0 = tx * k, x1 = min(image.width, x0 + k)
                var a = 0, r = 0, g = 0, b = 0
                for y in y0..<y1 {
                    let row = y * image.width
                    for x in x0..<x1 {
                        let p = image.pixels[row + x]
                        a += Int(p >> 24); r += Int((p >> 16) & 0xFF); g += Int((p >> 8) & 0xFF); b += Int(p & 0xFF)
                    }
                }
                let n = (y1 - y0) * (x1 - x0), half = n / 2
                pixels[ty * width + tx] = UInt32((a + half) / n) << 24 | UInt32((r + half) / n) << 16
                    | UInt32((g + half) / n) << 8 | UInt32((b + half) / n)
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
