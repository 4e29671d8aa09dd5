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
    public func render(_ list: DisplayList) throws -> RasterImage {
        let w = list.pixelWidth, h = list.pixelHeight
        guard w > 0, h > 0, w <= SceneFormat.maximumPixelSide, h <= SceneFormat.maximumPixelSide else {
            throw RenderError("cannot draw a \(w) x \(h) pixel frame: each side must be 1 to \(SceneFormat.maximumPixelSide) pixels")
        }
        // An opaque background is painted over every pixel: the buffer needs no clearing first.
        let bg = list.background
        var image = bg.alpha >= 1
            ? RasterImage(width: w, height: h, pixels: [UInt32](unsafeUninitializedCapacity: w * h) { _, count in count = w * h })
            : RasterImage(width: w, height: h)
        try image.pixels.withUnsafeMutableBytes { buffer in
            let data = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(w * 4))!
            let cr = cairo_create(surface)!
            defer {
                cairo_destroy(cr)
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            if bg.alpha > 0 {
                cairo_set_source_rgba(cr, clamp01(bg.red), clamp01(bg.green), clamp01(bg.blue), clamp01(bg.alpha))
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            var pass = DrawPass(cr: cr, renderer: self, canvas: (w, h), extents: LayerExtents(list))
            for (index, item) in list.items.enumerated() { pass.draw(item, at: index) }
            cairo_surface_flush(surface)
            let status = cairo_status(cr)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError("Cairo stopped drawing: \(String(cString: cairo_status_to_string(status)))")
            }
        }
        return image
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
    public func renderVector(_ list: DisplayList, format: VectorFormat) throws -> [UInt8] {
        let w = list.pixelWidth, h = list.pixelHeight
        guard w > 0, h > 0, w <= SceneFormat.maximumPixelSide, h <= SceneFormat.maximumPixelSide else {
            throw RenderError("cannot draw a \(w) x \(h) pixel frame: each side must be 1 to \(SceneFormat.maximumPixelSide) pixels")
        }
        let sink = VectorBytes()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<VectorBytes>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let surface: OpaquePointer = format == .svg
            ? cairo_svg_surface_create_for_stream(write, context, Double(w), Double(h))
            : cairo_pdf_surface_create_for_stream(write, context, Double(w), Double(h))
        if format == .pdf {
            // A fixed creation date keeps the document a pure function of the frame.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Reel")
        }
        let cr = cairo_create(surface)!
        let bg = list.background
        if bg.alpha > 0 {
            cairo_set_source_rgba(cr, clamp01(bg.red), clamp01(bg.green), clamp01(bg.blue), clamp01(bg.alpha))
            cairo_paint(cr)
        }
        var pass = DrawPass(cr: cr, renderer: self, canvas: (w, h), extents: nil)
        for (index, item) in list.items.enumerated() { pass.draw(item, at: index) }
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let surfaceStatus = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS, surfaceStatus == CAIRO_STATUS_SUCCESS else {
            let failed = status != CAIRO_STATUS_SUCCESS ? status : surfaceStatus
            throw RenderError("Cairo stopped drawing the \(format.rawValue.uppercased()) document: \(String(cString: cairo_status_to_string(failed)))")
        }
        return format == .svg ? SVGIdentifiers.renumbered(sink.bytes) : sink.bytes
    }
}

/// The bytes Cairo's vector surfaces write.
private final class VectorBytes {
    var bytes: [UInt8] = []
}

/// A failure to draw a frame.
public struct RenderError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    /// The errors evaluating the frame reported (already in the renderer's log), when that is
    /// why it failed.
    public var diagnostics: [Diagnostic]

    /// An error with a message.
    public init(_ description: String) {
        self.description = description
        self.diagnostics = []
    }

    /// The failure of a frame whose evaluation reported `diagnostics`.
    public init(diagnostics: [Diagnostic]) {
        self.description = diagnostics.map(\.description).joined(separator: "\n")
        self.diagnostics = diagnostics
    }
}

/// The state of drawing one display list: the Cairo context, the open layers and clips.
struct DrawPass {
    let cr: OpaquePointer
    let renderer: CairoRenderer
    /// The canvas size in pixels, for rasterising layers drawn on vector surfaces.
    let canvas: (width: Int, height: Int)

    /// A layer being drawn: its content pattern once its mask is being drawn, and whether its
    /// surfaces are bounded by a clip to its extent (undone when it ends).
    struct OpenLayer {
        var layer: Layer
        var content: OpaquePointer?
        var clipped: Bool
    }
    var layers: [OpenLayer] = []
    /// Where each layer can draw, so its surfaces are no larger (raster output only).
    let extents: LayerExtents?
    /// How many clips are in effect.
    var clipDepth = 0

    init(cr: OpaquePointer, renderer: CairoRenderer, canvas: (width: Int, height: Int), extents: LayerExtents? = nil) {
        self.cr = cr
        self.renderer = renderer
        self.canvas = canvas
        self.extents = extents
    }

    /// Draws an item that is not one of the list's own (a particle drawn as its items): its
    /// layers get no extent.
    mutating func draw(_ item: DisplayItem) {
        draw(item, at: nil)
    }

    /// Draws item `index` of the list.
    mutating func draw(_ item: DisplayItem, at index: Int?) {
        switch item {
        case .fill(let path, let paint, let style, let draw):
            guard usable(draw.transform) else { return }
            composited(draw.blendMode) {
                setTransform(cr, draw.transform)
                appendPath(cr, path)
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
                setSource(cr, paint, opacity: draw.opacity)
                cairo_fill(cr)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            }
        case .stroke(let path, let paint, let style, let draw):
            guard usable(draw.transform) else { return }
            composited(draw.blendMode) {
                setTransform(cr, draw.transform)
                appendPath(cr, path)
                applyStrokeStyle(style)
                setSource(cr, paint, opacity: draw.opacity)
                cairo_stroke(cr)
                cairo_set_dash(cr, nil, 0, 0)
            }
        case .text(let run):
            guard usable(run.draw.transform) else { return }
            composited(run.draw.blendMode) {
                setTransform(cr, run.draw.transform)
                setSource(cr, run.paint, opacity: run.draw.opacity)
                renderer.text.draw(run, on: cr)
                cairo_new_path(cr)
            }
        case .image(let image, let rect, let interpolation, let draw):
            guard usable(draw.transform), let surface = renderer.images.surface(for: image),
                  image.pixelWidth > 0, image.pixelHeight > 0 else { return }
            composited(draw.blendMode) {
                cairo_save(cr)
                setTransform(cr, draw.transform)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
                cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                cairo_scale(cr, Double(rect.width) / Double(image.pixelWidth), Double(rect.height) / Double(image.pixelHeight))
                cairo_set_source_surface(cr, surface, 0, 0)
                let pattern = cairo_get_source(cr)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                switch interpolation {
                case .none: cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
                case .low, .medium: cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
                case .high: cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                }
                cairo_paint_with_alpha(cr, clamp01(draw.opacity))
                cairo_restore(cr)
            }
        case .pushClip(let path, let style, let transform):
            cairo_save(cr)
            if usable(transform) {
                setTransform(cr, transform)
                appendPath(cr, path)
            } else {
                cairo_new_path(cr)   // a collapsed clip shape clips everything away
            }
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            clipDepth += 1
        case .popClip:
            cairo_restore(cr)
            clipDepth -= 1
        case .beginLayer(let layer):
            cairo_identity_matrix(cr)
            // Cairo sizes a group's surface by the clip: clipping to the layer's extent keeps its
            // surfaces, and the filters that run over them, as small as what it draws.
            let extent = index.flatMap { extents?.extent(ofLayerAt: $0) }
            if let extent {
                cairo_save(cr)
                cairo_rectangle(cr, Double(extent.x0), Double(extent.y0), Double(extent.x1 - extent.x0), Double(extent.y1 - extent.y0))
                cairo_clip(cr)
            }
            cairo_push_group(cr)
            layers.append(OpenLayer(layer: layer, content: nil, clipped: extent != nil))
        case .beginMask:
            guard let open = layers.last, open.content == nil else { return }
            cairo_identity_matrix(cr)
            layers[layers.count - 1].content = cairo_pop_group(cr)!
            cairo_push_group(cr)
        case .endLayer:
            guard let open = layers.popLast() else { return }
            cairo_identity_matrix(cr)
            if let content = open.content {
                let mask = cairo_pop_group(cr)!
                cairo_push_group(cr)
                cairo_set_source(cr, content)
                cairo_mask(cr, mask)
                let masked = cairo_pop_group(cr)!
                cairo_pattern_destroy(content)
                cairo_pattern_destroy(mask)
                finish(masked, open.layer)
            } else {
                let pattern = cairo_pop_group(cr)!
                finish(pattern, open.layer)
            }
            if open.clipped { cairo_restore(cr) }
        case .particles(let batch):
            drawParticles(batch)
        }
    }

    /// Whether a transform can be given to Cairo (finite and invertible).
    func usable(_ t: CGAffineTransform) -> Bool { t.isFinite && t.isInvertible }

    private func applyStrokeStyle(_ style: StrokeStyle) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(1, Double(style.miterLimit)) : 10)
        // Cairo refuses negative dashes and all-zero patterns; those draw a solid line.
        let dashes = style.dash.prefix(RenderLimits.dashPatternLength).map(Double.init)
        if !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase.isFinite ? Double(style.dashPhase) : 0)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// Runs `body` drawing with `mode`: directly through a Cairo operator, or for modes Cairo
    /// lacks, into a group composited by hand.
    private func composited(_ mode: BlendMode, _ body: () -> Void) {
        if let op = mode.cairoOperator {
            cairo_set_operator(cr, op)
            body()
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            return
        }
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        body()
        cairo_identity_matrix(cr)
        let pattern = cairo_pop_group(cr)!
        compositeByHand(pattern, mode: mode, opacity: 1)
        cairo_pattern_destroy(pattern)
    }

    /// Filters a popped layer and composites it onto the current target.
    private func finish(_ pattern: OpaquePointer, _ layer: Layer) {
        var pattern = pattern
        if !layer.filters.isEmpty { pattern = rasterised(pattern) }
        for filter in layer.filters {
            pattern = apply(filter, to: pattern)
        }
        if let op = layer.blendMode.cairoOperator {
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, clamp01(layer.opacity))
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        } else {
            compositeByHand(pattern, mode: layer.blendMode, opacity: layer.opacity)
        }
        cairo_pattern_destroy(pattern)
    }

    /// The pattern as an image surface covering the canvas, when it is not one already (groups
    /// on vector surfaces are recordings, which filters cannot read).
    private func rasterised(_ pattern: OpaquePointer) -> OpaquePointer {
        var surfaceRef: OpaquePointer?
        if cairo_pattern_get_surface(pattern, &surfaceRef) == CAIRO_STATUS_SUCCESS, let surface = surfaceRef,
           cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE { return pattern }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(canvas.width), Int32(canvas.height))!
        let ic = cairo_create(image)!
        cairo_set_source(ic, pattern)
        cairo_paint(ic)
        cairo_destroy(ic)
        let replaced = cairo_pattern_create_for_surface(image)!
        cairo_surface_destroy(image)
        cairo_pattern_destroy(pattern)
        return replaced
    }

    /// The pattern with `filter` applied; may replace the pattern.
    private func apply(_ filter: GraphicsFilter, to pattern: OpaquePointer) -> OpaquePointer {
        var surfaceRef: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surfaceRef) == CAIRO_STATUS_SUCCESS, let surface = surfaceRef,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return pattern }
        switch filter {
        case .blur(let sigma):
            withPixels(surface) { GaussianBlur.apply($0, sigma: sigma) }
        case .colorMatrix(let matrix):
            withPixels(surface) { PixelFilters.colorMatrix($0, matrix) }
        case .alphaThreshold(let lo, let hi, let color):
            withPixels(surface) { PixelFilters.alphaThreshold($0, minimum: lo, maximum: hi, color: color) }
        case .opaque:
            withPixels(surface) { PixelFilters.opaque($0) }
        case .shadow(let color, let sigma, let dx, let dy):
            let result = shadowed(surface, color: color, sigma: sigma, dx: dx, dy: dy)
            let replaced = cairo_pattern_create_for_surface(result)!
            cairo_surface_destroy(result)
            cairo_pattern_destroy(pattern)
            return replaced
        }
        return pattern
    }

    /// A new surface holding `surface` over its shadow.
    private func shadowed(_ surface: OpaquePointer, color: Color, sigma: Double, dx: Double, dy: Double) -> OpaquePointer {
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(surface, &ox, &oy)
        func blank() -> OpaquePointer {
            let s = cairo_surface_create_similar_image(surface, CAIRO_FORMAT_ARGB32, w, h)!
            cairo_surface_set_device_offset(s, ox, oy)
            return s
        }
        let shadow = blank()
        let sc = cairo_create(shadow)!
        cairo_set_source_rgba(sc, clamp01(color.red), clamp01(color.green), clamp01(color.blue), clamp01(color.alpha))
        cairo_mask_surface(sc, surface, 0, 0)
        cairo_destroy(sc)
        withPixels(shadow) { GaussianBlur.apply($0, sigma: sigma) }
        let result = blank()
        let rc = cairo_create(result)!
        cairo_set_source_surface(rc, shadow, dx, dy)
        cairo_paint(rc)
        cairo_set_source_surface(rc, surface, 0, 0)
        cairo_paint(rc)
        cairo_destroy(rc)
        cairo_surface_destroy(shadow)
        return result
    }

    /// Composites `pattern` (a group surface in device space) onto the current target with a mode
    /// Cairo lacks, computing the result pixel by pixel and writing it back through the clip.
    private func compositeByHand(_ pattern: OpaquePointer, mode: BlendMode, opacity: Double) {
        var sourceRef: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &sourceRef) == CAIRO_STATUS_SUCCESS, let source = sourceRef else { return }
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE else {
            // Vector output cannot read back what lies beneath: draw normally.
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, clamp01(opacity))
            return
        }
        cairo_surface_flush(target)
        cairo_surface_flush(source)
        let sw = Int(cairo_image_surface_get_width(source)), sh = Int(cairo_image_surface_get_height(source))
        var sox = 0.0, soy = 0.0, tox = 0.0, toy = 0.0
        cairo_surface_get_device_offset(source, &sox, &soy)
        cairo_surface_get_device_offset(target, &tox, &toy)
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let result = cairo_surface_create_similar_image(source, CAIRO_FORMAT_ARGB32, Int32(sw), Int32(sh))!
        cairo_surface_set_device_offset(result, sox, soy)
        let sData = pixels(source), tData = pixels(target), rData = pixels(result)
        let alpha = UInt32((clamp01(opacity) * 255).rounded())
        for y in 0..<sh.self {
            let ty = y - Int(soy) + Int(toy)
            for x in 0..<sw {
                let tx = x - Int(sox) + Int(tox)
                let d: UInt32 = (tx >= 0 && ty >= 0 && tx < tw && ty < th) ? tData.base[ty * tData.stride + tx] : 0
                var s = sData.base[y * sData.stride + x]
                if alpha < 255 { s = scale(s, alpha) }
                rData.base[y * rData.stride + x] = plusDarker(s, d)
            }
        }
        cairo_surface_mark_dirty(result)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, result, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(cr, -sox, -soy, Double(sw), Double(sh))
        cairo_fill(cr)
        cairo_restore(cr)
        cairo_surface_destroy(result)
    }

    /// Apple's plus-darker on premultiplied pixels: alpha adds (clamped) and each colour is
    /// max(0, αo − ((αs − cs) + (αd − cd))), which for opaque pixels is max(0, 1 − ((1 − S) + (1 − D))).
    private func plusDarker(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = Int(s >> 24), da = Int(d >> 24)
        if sa == 0 { return d }
        let oa = min(255, sa + da)
        func channel(_ shift: UInt32) -> UInt32 {
            let sc = Int((s >> shift) & 0xFF), dc = Int((d >> shift) & 0xFF)
            return UInt32(min(oa, max(0, oa - ((sa - sc) + (da - dc)))))
        }
        return UInt32(oa) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    private func scale(_ p: UInt32, _ alpha: UInt32) -> UInt32 {
        func c(_ shift: UInt32) -> UInt32 { (((p >> shift) & 0xFF) * alpha + 127) / 255 }
        return c(24) << 24 | c(16) << 16 | c(8) << 8 | c(0)
    }

    func pixels(_ surface: OpaquePointer) -> PixelRegion {
        PixelRegion(base: UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self),
                    width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)),
                    stride: Int(cairo_image_surface_get_stride(surface)) / 4)
    }

    private func withPixels(_ surface: OpaquePointer, _ body: (PixelRegion) -> Void) {
        cairo_surface_flush(surface)
        body(pixels(surface))
        cairo_surface_mark_dirty(surface)
    }
}
