import CCairo
import Foundation
import Reel

/// Draws display lists with Cairo into premultiplied ARGB32 frames.
///
/// It draws exactly what the list says: paths with their transforms and paints, text through
/// the same Pango engine that measured it, images from the store that loaded them, clips, and
/// layers that are filtered (blur, colour matrix, shadow, threshold), masked and composited with
/// their opacity and blend mode. A renderer is not thread-safe: use one per thread.
public final class CairoRenderer {
    /// Draws text.
    public let text: PangoTextEngine
    /// Supplies image pixels.
    public let images: CairoImageStore
    /// Particle symbols already rasterised, kept between frames.
    let stamps = ParticleStampCache()

    /// A renderer drawing text with `text` and images from `images`.
    public init(text: PangoTextEngine, images: CairoImageStore) {
        self.text = text
        self.images = images
    }

    /// Draws `list` into a new frame of its pixel size.
    public func render(_ list: DisplayList) throws(RenderError) -> RasterImage {
        let w = list.pixelWidth, h = list.pixelHeight
        guard w > 0, h > 0, w <= SceneFormat.maximumPixelSide, h <= SceneFormat.maximumPixelSide else {
            throw .frameSizeOutOfRange(width: w, height: h)
        }
        // An opaque background is painted over every pixel: the buffer needs no clearing first.
        let bg = list.background
        var image = bg.alpha >= 1
            ? RasterImage(width: w, height: h, pixels: [UInt32](unsafeUninitializedCapacity: w * h) { _, count in count = w * h })
            : RasterImage(width: w, height: h)
        var failure: RenderError?
        image.pixels.withUnsafeMutableBytes { buffer in
            do throws(RenderError) {
                try draw(list, background: bg, into: buffer)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return image
    }

    /// Draws `list` over `background` into `buffer`, the premultiplied ARGB32 pixels of a frame
    /// of the list's pixel size.
    private func draw(_ list: DisplayList, background bg: Color, into buffer: UnsafeMutableRawBufferPointer) throws(RenderError) {
        let w = list.pixelWidth, h = list.pixelHeight
        let surface = try CairoSurface(
            taking: cairo_image_surface_create_for_data(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                        Int32(w), Int32(h), Int32(w * 4)),
            from: "cairo_image_surface_create_for_data")
        // Cairo must be done with the pixels before the buffer goes: the surface is finished
        // before this method returns.
        defer { cairo_surface_finish(surface.handle) }
        let context = try CairoContext(drawingOn: surface.handle)
        let cr = context.handle
        if bg.alpha > 0 {
            cairo_set_source_rgba(cr, clamp01(bg.red), clamp01(bg.green), clamp01(bg.blue), clamp01(bg.alpha))
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        var pass = DrawPass(cr: cr, renderer: self, canvas: (w, h), extents: LayerExtents(list))
        for (index, item) in list.items.enumerated() { try pass.draw(item, at: index) }
        cairo_surface_flush(surface.handle)
        let status = context.status
        guard status.isSuccess else { throw .cairo(status: status) }
    }
}

extension CairoRenderer {
    /// A vector file format Cairo writes.
    public enum VectorFormat: String, Sendable {
        /// Scalable Vector Graphics.
        case svg
        /// Portable Document Format.
        case pdf
    }

    /// The bytes of a vector document (SVG or PDF) showing `list`.
    ///
    /// Shapes, gradients, text, images, clips, opacity and Cairo's blend modes stay vector;
    /// layers with filters (blur, shadow, colour matrices, thresholds) are rasterised at the
    /// list's pixel size and embedded as images. `plusDarker`, which Cairo lacks, is drawn as
    /// normal in vector output. The renderer draws; it never writes files (sinks do).
    public func renderVector(_ list: DisplayList, format: VectorFormat) throws(RenderError) -> [UInt8] {
        let w = list.pixelWidth, h = list.pixelHeight
        guard w > 0, h > 0, w <= SceneFormat.maximumPixelSide, h <= SceneFormat.maximumPixelSide else {
            throw .frameSizeOutOfRange(width: w, height: h)
        }
        let sink = VectorBytes()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<VectorBytes>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let surface = try format == .svg
            ? CairoSurface(taking: cairo_svg_surface_create_for_stream(write, context, Double(w), Double(h)),
                           from: "cairo_svg_surface_create_for_stream")
            : CairoSurface(taking: cairo_pdf_surface_create_for_stream(write, context, Double(w), Double(h)),
                           from: "cairo_pdf_surface_create_for_stream")
        if format == .pdf {
            // A fixed creation date keeps the document a pure function of the frame.
            cairo_pdf_surface_set_metadata(surface.handle, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface.handle, CAIRO_PDF_METADATA_CREATOR, "Reel")
        }
        let status: CairoStatus
        do {
            // The context is gone before the surface is finished, so every drawing call has
            // reached the document.
            let drawing = try CairoContext(drawingOn: surface.handle)
            let bg = list.background
            if bg.alpha > 0 {
                cairo_set_source_rgba(drawing.handle, clamp01(bg.red), clamp01(bg.green), clamp01(bg.blue), clamp01(bg.alpha))
                cairo_paint(drawing.handle)
            }
            var pass = DrawPass(cr: drawing.handle, renderer: self, canvas: (w, h), extents: nil)
            for (index, item) in list.items.enumerated() { try pass.draw(item, at: index) }
            status = drawing.status
        }
        cairo_surface_finish(surface.handle)
        let surfaceStatus = surface.status
        guard status.isSuccess, surfaceStatus.isSuccess else {
            throw .vectorDocument(format, status: status.isSuccess ? surfaceStatus : status)
        }
        return format == .svg ? SVGIdentifiers.renumbered(sink.bytes) : sink.bytes
    }
}

/// The bytes Cairo's vector surfaces write.
private final class VectorBytes {
    var bytes: [UInt8] = []
}
