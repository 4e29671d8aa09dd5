/// A rendered frame: 32-bit pixels, premultiplied alpha, in Cairo's ARGB32 layout.
///
/// Each pixel is one `UInt32` in native byte order with alpha in the top byte, then red, green and
/// blue; colour channels are premultiplied by alpha. Rows are stored top to bottom with no padding
/// (`width` pixels per row). This is the hand-over format between the raster backend and the sinks
/// (PNG writer, video pipe, golden comparison).
public struct RasterImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` premultiplied ARGB32 pixels, row by row.
    public var pixels: [UInt32]

    /// An image of the given size filled with one pixel value (transparent black by default).
    public init(width: Int, height: Int, fill: UInt32 = 0) {
        precondition(width >= 0 && height >= 0, "RasterImage size must not be negative")
        self.width = width
        self.height = height
        self.pixels = [UInt32](repeating: fill, count: width * height)
    }

    /// An image over existing pixels; `pixels.count` must be `width * height`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "RasterImage pixel count must be width * height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The pixel at (`x`, `y`) as straight (un-premultiplied) 8-bit red, green, blue and alpha,
    /// rounded to nearest as the PNG writer does.
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        RasterImage.unpremultiply(self[x, y])
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        pixels.allSatisfy { $0 >= 0xFF00_0000 }
    }

    /// Converts one premultiplied ARGB32 pixel to straight 8-bit components, rounding to nearest.
    @inline(__always)
    public static func unpremultiply(_ p: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = p >> 24
        if a == 0 { return (0, 0, 0, 0) }
        let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
        if a == 255 { return (UInt8(r), UInt8(g), UInt8(b), 255) }
        func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (un(r), un(g), un(b), UInt8(a))
    }
}
