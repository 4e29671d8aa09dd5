import CCairo
import Foundation
import Reel
import ReelSystem

/// Reads PNG files through Cairo's libpng reader. The file is opened by `FileSandbox` (a regular
/// file only, so a FIFO or a device never blocks or is read), its header is read and its size
/// checked (each side at most `RenderLimits.imagePixelSide`, at most `RenderLimits.imagePixels`
/// pixels) before anything is decoded, and decoding reads from that same open file, so each
/// failure gets a message saying which, and a small file declaring a huge image is refused
/// without allocating it.
///
/// Cairo premultiplies the straight colours a PNG stores, rounding to nearest. For an image Reel
/// wrote (unpremultiplied with rounding to nearest by the PNG writer) that gives back exactly the
/// premultiplied pixels that were written: a channel `c ≤ a` becomes `round(c · 255 / a)` and
/// then `round(that · a / 255)`, whose error is below one half, so it returns `c`.
public enum PNGReader {
    /// Serialises calls into Cairo's PNG reader, which is not safe to run on several threads at once.
    private static let decodeLock = NSLock()

    /// The pixels of the PNG file at `path`, premultiplied ARGB32 as Cairo draws them.
    /// - Throws: `ImageLoadError` naming the file and what is wrong with it.
    public static func read(path: String) throws(ImageLoadError) -> RasterImage {
        let surface = try decode(try open(path), path: path)
        return try rasterImage(of: surface.handle, path: path)
    }

    /// The pixels of the PNG file `file`, opened (by `FileSandbox.open`, under the caller's rule)
    /// from `path`, which errors name.
    /// - Throws: `ImageLoadError` naming `path` and what is wrong with the file.
    public static func read(_ file: ReadableFile, path: String) throws(ImageLoadError) -> RasterImage {
        let surface = try decode(file, path: path)
        return try rasterImage(of: surface.handle, path: path)
    }

    /// The pixel size the PNG file at `path` declares in its header, read without decoding.
    /// - Throws: `ImageLoadError` when the file cannot be opened or does not start with the PNG
    ///   signature and an image header.
    public static func size(path: String) throws(ImageLoadError) -> (width: Int, height: Int) {
        let header = try header(of: try open(path), path: path)
        return (header.width, header.height)
    }

    /// Opens the regular file at `path` as the system resolves it.
    static func open(_ path: String, in sandbox: FileSandbox = .unconfined) throws(ImageLoadError) -> ReadableFile {
        do {
            return try sandbox.open(path)
        } catch {
            throw ImageLoadError(path: path, reason: error.description)
        }
    }

    /// The header of `file`.
    static func header(of file: ReadableFile, path: String) throws(ImageLoadError) -> PNGHeader {
        do {
            return try PNGHeader(file: file)
        } catch {
            throw ImageLoadError(path: path, reason: error.reason)
        }
    }

    /// Decodes the PNG `file` (opened from `path`) into a Cairo image surface, after checking the
    /// size its header declares.
    static func decode(_ file: ReadableFile, path: String) throws(ImageLoadError) -> CairoSurface {
        let header = try header(of: file, path: path)
        if let problem = header.sizeProblem(maximumSide: RenderLimits.imagePixelSide, maximumPixels: RenderLimits.imagePixels) { throw ImageLoadError(path: path, reason: problem) }
        decodeLock.lock()
        let context = Unmanaged.passRetained(file)
        let decoded = cairo_image_surface_create_from_png_stream({ closure, data, length in
            guard let closure else { return CAIRO_STATUS_READ_ERROR }
            let file = Unmanaged<ReadableFile>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            return file.read(into: UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(data), count: count)) == count
                ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, context.toOpaque())
        context.release()
        decodeLock.unlock()
        let surface: CairoSurface
        do {
            surface = try CairoSurface(taking: decoded, from: "cairo_image_surface_create_from_png_stream")
        } catch {
            throw ImageLoadError(path: path, reason: error.description)
        }
        guard surface.status.isSuccess else {
            // libpng's errors reach Cairo as "out of memory" or "read error": the data is damaged
            // (truncated, a bad checksum) or uses a feature the reader does not support.
            throw ImageLoadError(path: path, reason: "not a readable PNG file: the data is damaged or unsupported")
        }
        return surface
    }

    /// The pixels of an image surface as a `RasterImage`. Opaque surfaces (`RGB24`, whose top byte
    /// is unused) get alpha 255; surfaces in other formats (16-bit PNGs may give float formats)
    /// are first converted by painting them onto an ARGB32 surface.
    static func rasterImage(of surface: OpaquePointer, path: String) throws(ImageLoadError) -> RasterImage {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            do {
                let converted = try CairoSurface.image(width: width, height: height)
                do {
                    let cr = try CairoContext(drawingOn: converted.handle)
                    cairo_set_source_surface(cr.handle, surface, 0, 0)
                    cairo_set_operator(cr.handle, CAIRO_OPERATOR_SOURCE)
                    cairo_paint(cr.handle)
                }
                return try rasterImage(of: converted.handle, path: path)
            } catch let failure as ImageLoadError {
                throw failure
            } catch {
                throw ImageLoadError(path: path, reason: "its pixels could not be converted: \(error)")
            }
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
