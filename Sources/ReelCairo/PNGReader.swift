import CCairo
import Foundation
import Reel

/// Reads PNG files through Cairo's libpng reader, checking first that the file exists, can be
/// read, starts with the PNG signature and declares a size Reel draws (each side at most
/// `SceneFormat.maximumPixelSide`), so each failure gets a message saying which, and a small file
/// declaring a huge image is refused before anything is decoded.
///
/// Cairo premultiplies the straight colours a PNG stores, rounding to nearest. For an image Reel
/// wrote (unpremultiplied with rounding to nearest by the PNG writer) that gives back exactly the
/// premultiplied pixels that were written: a channel `c ≤ a` becomes `round(c · 255 / a)` and
/// then `round(that · a / 255)`, whose error is below one half, so it returns `c`.
public enum PNGReader {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Serialises calls into Cairo's PNG reader, which is not safe to run on several threads at once.
    private static let decodeLock = NSLock()

    /// The pixels of the PNG file at `path`, premultiplied ARGB32 as Cairo draws them.
    /// - Throws: `ImageLoadError` naming the file and what is wrong with it.
    public static func read(path: String) throws(ImageLoadError) -> RasterImage {
        let surface = try decode(path: path)
        defer { cairo_surface_destroy(surface) }
        return rasterImage(of: surface)
    }

    /// The pixel size the PNG file at `path` declares in its header, read without decoding.
    /// - Throws: `ImageLoadError` when the file cannot be opened or does not start with the PNG
    ///   signature and an image header.
    public static func size(path: String) throws(ImageLoadError) -> (width: Int, height: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImageLoadError(path: path, reason: FileManager.default.fileExists(atPath: path) ? "the file cannot be opened" : "no such file")
        }
        let head = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        try? handle.close()
        guard head.count >= 8, Array(head[0..<8]) == signature else {
            throw ImageLoadError(path: path, reason: "not a PNG file (its first bytes are not the PNG signature)")
        }
        guard head.count == 24, Array(head[12..<16]) == Array("IHDR".utf8) else {
            throw ImageLoadError(path: path, reason: "not a readable PNG file: the data is damaged or unsupported")
        }
        func bigEndian(_ offset: Int) -> Int { head[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    /// Decodes the PNG at `path` into a Cairo image surface the caller owns.
    static func decode(path: String) throws(ImageLoadError) -> OpaquePointer {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImageLoadError(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw ImageLoadError(path: path, reason: "it is a folder, not a file") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ImageLoadError(path: path, reason: "the file is not readable")
        }
        let (width, height) = try size(path: path)
        let limit = SceneFormat.maximumPixelSide
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw ImageLoadError(path: path, reason: "the image is \(width) x \(height) pixels; each side may be 1 to \(limit)")
        }
        decodeLock.lock()
        let surface = cairo_image_surface_create_from_png(path)!
        decodeLock.unlock()
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            // libpng's errors reach Cairo as "out of memory" or "read error": the data is damaged
            // (truncated, a bad checksum) or uses a feature the reader does not support.
            throw ImageLoadError(path: path, reason: "not a readable PNG file: the data is damaged or unsupported")
        }
        return surface
    }

    /// The pixels of an image surface as a `RasterImage`. Opaque surfaces (`RGB24`, whose top byte
    /// is unused) get alpha 255; surfaces in other formats (16-bit PNGs may give float formats)
    /// are first converted by painting them onto an ARGB32 surface.
    static func rasterImage(of surface: OpaquePointer) -> RasterImage {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            defer { cairo_surface_destroy(converted) }
            let cr = cairo_create(converted)!
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            return rasterImage(of: converted)
        }
        cairo_surface_flush(surface)
        var image = RasterImage(width: width, height: height)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return image }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { pixels[y * width + x] = row[x] | opaque }
            }
        }
        return image
    }
}
