import CCairo
import Foundation
import Reel

/// Reads PNG files into frames (premultiplied ARGB32 `RasterImage`s) with Cairo's libpng reader,
/// after checking the header: only PNG files whose sides are at most
/// `SceneFormat.maximumPixelSide` are decoded, so a small file declaring a huge image cannot
/// exhaust memory.
public enum PNGImageReader {
    /// The pixel size a PNG file's header declares.
    /// - Throws: `ImageLoadError` when the file cannot be read or is not a PNG file.
    public static func size(of path: String) throws -> (width: Int, height: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImageLoadError(path: path, reason: FileManager.default.fileExists(atPath: path) ? "the file cannot be opened" : "no such file")
        }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        guard header.count == 24, Array(header[0..<8]) == CairoImageStore.pngSignature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            throw ImageLoadError(path: path, reason: "not a PNG file (its first bytes are not the PNG signature and header)")
        }
        func bigEndian(_ offset: Int) -> Int {
            header[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        return (bigEndian(16), bigEndian(20))
    }

    /// The pixels of the PNG file at `path`.
    /// - Throws: `ImageLoadError` when it is missing, not a PNG file, larger than Reel draws, or
    ///   damaged.
    public static func read(_ path: String) throws -> RasterImage {
        let (width, height) = try size(of: path)
        let limit = SceneFormat.maximumPixelSide
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw ImageLoadError(path: path, reason: "the image is \(width) x \(height) pixels; each side may be 1 to \(limit)")
        }
        // Cairo's PNG reader is not safe to run on several threads at once.
        CairoImageStore.decodeLock.lock()
        let surface = cairo_image_surface_create_from_png(path)!
        CairoImageStore.decodeLock.unlock()
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw ImageLoadError(path: path, reason: "not a readable PNG file: the data is damaged or unsupported")
        }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard let data = cairo_image_surface_get_data(surface) else {
            throw ImageLoadError(path: path, reason: "not a readable PNG file: the data is damaged or unsupported")
        }
        var image = RasterImage(width: w, height: h)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<h {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    pixels[y * w + x] = opaque ? row[x] | 0xFF00_0000 : row[x]
                }
            }
        }
        return image
    }
}
