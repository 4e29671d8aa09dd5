import CCairo
import CTurboJPEG
import Reel
import ReelSystem

/// Decodes JPEG files with libjpeg-turbo's TurboJPEG API into Cairo image surfaces, turned upright
/// by their EXIF orientation.
///
/// The file's header has been read and its size checked (`JPEGHeader`, through `ImageFile`) before
/// anything is decoded. Colour and greyscale files are decoded straight into the surface's
/// pixels (opaque, so premultiplied alpha changes nothing); CMYK and YCCK files are decoded as
/// CMYK and converted with the naive formula (`R = (1 − C)(1 − K)`, with the inverted values
/// Adobe's marker announces read as Photoshop writes them); no colour profile is applied. Any
/// warning from libjpeg (data ending early, a corrupt segment) fails the decode, so a damaged
/// file is an error, never an image half grey. Decoding uses libjpeg-turbo's accurate integer
/// transform, whose SIMD and plain versions give the same bytes, so every machine draws the same
/// pixels.
enum JPEGReader {
    /// Decodes `bytes`, the JPEG file at `path` whose header is `header`.
    static func decode(_ bytes: [UInt8], header: JPEGHeader, path: String) throws(ImageLoadError) -> CairoSurface {
        func failure(_ reason: String) -> ImageLoadError { ImageLoadError(path: path, reason: reason) }
        do {
            let decompressor = try TurboJPEGDecompressor()
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            let headerStatus = bytes.withUnsafeBufferPointer {
                tjDecompressHeader3(decompressor.handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
            }
            guard headerStatus == 0 else { throw failure("not a readable JPEG file: \(decompressor.lastError)") }
            guard Int(width) == header.width, Int(height) == header.height, width > 0, height > 0 else {
                throw failure("not a readable JPEG file: its frame header is damaged")
            }
            let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
            let stored = try CairoSurface.image(width: Int(width), height: Int(height))
            guard stored.status.isSuccess, let data = cairo_image_surface_get_data(stored.handle) else {
                throw failure("its \(width) x \(height) pixels could not be allocated")
            }
            let stride = Int(cairo_image_surface_get_stride(stored.handle))
            cairo_surface_flush(stored.handle)
            if isCMYK {
                var cmyk = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
                let status = bytes.withUnsafeBufferPointer { source in
                    cmyk.withUnsafeMutableBufferPointer { target in
                        tjDecompress2(decompressor.handle, source.baseAddress, UInt(source.count), target.baseAddress,
                                      width, width * 4, height, Int32(TJPF_CMYK.rawValue), 0)
                    }
                }
                guard status == 0 else { throw failure("not a readable JPEG file: \(decompressor.lastError)") }
                convertCMYK(cmyk, into: data, stride: stride, width: Int(width), height: Int(height), inverted: header.hasAdobeMarker)
            } else {
                let status = bytes.withUnsafeBufferPointer { source in
                    tjDecompress2(decompressor.handle, source.baseAddress, UInt(source.count), data,
                                  width, Int32(stride), height, Int32(TJPF_BGRA.rawValue), 0)
                }
                guard status == 0 else { throw failure("not a readable JPEG file: \(decompressor.lastError)") }
            }
            cairo_surface_mark_dirty(stored.handle)
            guard header.orientation != 1 else { return stored }
            return try oriented(stored, orientation: header.orientation)
        } catch let error as ImageLoadError {
            throw error
        } catch {
            throw failure("it could not be decoded: \(error)")
        }
    }

    /// Writes CMYK pixels as opaque ARGB32 (B, G, R, A in memory): each of R, G, B is
    /// `(255 − c)(255 − k) / 255` rounded, or `c · k / 255` when the values are stored inverted.
    private static func convertCMYK(_ cmyk: [UInt8], into data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, inverted: Bool) {
        func channel(_ c: UInt8, _ k: UInt8) -> UInt32 {
            let (c, k) = inverted ? (UInt32(c), UInt32(k)) : (255 - UInt32(c), 255 - UInt32(k))
            return (c * k + 127) / 255
        }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let at = (y * width + x) * 4
                let k = cmyk[at + 3]
                row[x] = 0xFF00_0000 | channel(cmyk[at], k) << 16 | channel(cmyk[at + 1], k) << 8 | channel(cmyk[at + 2], k)
            }
        }
    }

    /// The pixels of `stored` turned upright for the EXIF `orientation` (2 to 8), copied pixel by
    /// pixel (exact: no resampling).
    private static func oriented(_ stored: borrowing CairoSurface, orientation: Int) throws(RenderError) -> CairoSurface {
        let width = Int(cairo_image_surface_get_width(stored.handle)), height = Int(cairo_image_surface_get_height(stored.handle))
        let transposed = orientation >= 5
        let shownWidth = transposed ? height : width, shownHeight = transposed ? width : height
        let shown = try CairoSurface.image(width: shownWidth, height: shownHeight)
        guard shown.status.isSuccess, let source = cairo_image_surface_get_data(stored.handle),
              let target = cairo_image_surface_get_data(shown.handle) else { throw .cairo(status: shown.status) }
        let sourceStride = Int(cairo_image_surface_get_stride(stored.handle)), targetStride = Int(cairo_image_surface_get_stride(shown.handle))
        cairo_surface_flush(shown.handle)
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                // Where the stored pixel (x, y) is shown, as TIFF's orientations place it.
                let (tx, ty): (Int, Int)
                switch orientation {
                case 2: (tx, ty) = (width - 1 - x, y)
                case 3: (tx, ty) = (width - 1 - x, height - 1 - y)
                case 4: (tx, ty) = (x, height - 1 - y)
                case 5: (tx, ty) = (y, x)
                case 6: (tx, ty) = (height - 1 - y, x)
                case 7: (tx, ty) = (height - 1 - y, width - 1 - x)
                case 8: (tx, ty) = (y, width - 1 - x)
                default: (tx, ty) = (x, y)
                }
                UnsafeMutableRawPointer(target + ty * targetStride).assumingMemoryBound(to: UInt32.self)[tx] = row[x]
            }
        }
        cairo_surface_mark_dirty(shown.handle)
        return shown
    }
}
