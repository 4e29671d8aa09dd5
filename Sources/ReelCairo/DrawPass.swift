import CCairo
import Foundation
import Reel

/// The state of drawing one display list: the Cairo context, the open layers and clips.
///
/// The pass borrows its context: whoever made the pass owns the `CairoContext` and keeps it alive
/// while the pass draws. Its concerns are spread over files: items and clips here, layers
/// (`DrawPass+Layers.swift`), blend modes Cairo lacks (`DrawPass+Compositing.swift`) and
/// particles (`DrawPass+Particles.swift`).
struct DrawPass {
    /// The context drawn on, borrowed from its owner.
    let cr: OpaquePointer
    let renderer: CairoRenderer
    /// The canvas size in pixels, for rasterising layers drawn on vector surfaces.
    let canvas: (width: Int, height: Int)

    /// A layer being drawn: its content once its mask is being drawn, and whether its surfaces
    /// are bounded by a clip to its extent (undone when it ends).
    final class OpenLayer {
        let layer: Layer
        var content: CairoPattern?
        let clipped: Bool

        init(layer: Layer, clipped: Bool) {
            self.layer = layer
            self.content = nil
            self.clipped = clipped
        }
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
    mutating func draw(_ item: DisplayItem) throws(RenderError) {
        try draw(item, at: nil)
    }

    /// Draws item `index` of the list.
    mutating func draw(_ item: DisplayItem, at index: Int?) throws(RenderError) {
        switch item {
        case .fill(let path, let paint, let style, let draw):
            guard usable(draw.transform) else { return }
            try composited(draw.blendMode) { () throws(RenderError) in
                setTransform(cr, draw.transform)
                appendPath(cr, path)
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
                try setSource(cr, paint, opacity: draw.opacity)
                cairo_fill(cr)
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            }
        case .stroke(let path, let paint, let style, let draw):
            guard usable(draw.transform) else { return }
            try composited(draw.blendMode) { () throws(RenderError) in
                setTransform(cr, draw.transform)
                appendPath(cr, path)
                applyStrokeStyle(style)
                try setSource(cr, paint, opacity: draw.opacity)
                cairo_stroke(cr)
                cairo_set_dash(cr, nil, 0, 0)
            }
        case .text(let run):
            guard usable(run.draw.transform) else { return }
            try composited(run.draw.blendMode) { () throws(RenderError) in
                setTransform(cr, run.draw.transform)
                try setSource(cr, run.paint, opacity: run.draw.opacity)
                try renderer.text.draw(run, on: cr)
                cairo_new_path(cr)
            }
        case .image(let image, let rect, _, let draw) where renderer.images.vector(for: image) != nil:
            // An SVG image whose set preserves vector data: drawn as vectors at the drawn size.
            guard usable(draw.transform), let vector = renderer.images.vector(for: image) else { return }
            try composited(draw.blendMode) { () throws(RenderError) in
                cairo_save(cr)
                setTransform(cr, draw.transform)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
                cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                let faded = draw.opacity < 1
                if faded { cairo_push_group(cr) }
                _ = vector.render(on: cr, width: Double(rect.width), height: Double(rect.height))
                if faded {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, clamp01(draw.opacity))
                }
                cairo_restore(cr)
            }
        case .image(let image, let rect, let interpolation, let draw):
            guard usable(draw.transform), let stored = renderer.images.surface(for: image),
                  image.pixelWidth > 0, image.pixelHeight > 0 else { return }
            try composited(draw.blendMode) { () throws(RenderError) in
                cairo_save(cr)
                setTransform(cr, draw.transform)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
                cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                cairo_scale(cr, Double(rect.width) / Double(image.pixelWidth), Double(rect.height) / Double(image.pixelHeight))
                cairo_set_source_surface(cr, stored.surface.handle, 0, 0)
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
            beginLayer(layer, at: index)
        case .beginMask:
            try beginMask()
        case .endLayer:
            try endLayer()
        case .particles(let batch):
            try drawParticles(batch)
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

    /// The pixels of the image surface `surface`, or nil when it holds none.
    ///
    /// A surface of no pixels is an ordinary state, not a failure: Cairo makes a group as large as
    /// the clip, so a layer whose extent is empty (its content is empty, off the canvas, fully
    /// transparent or collapsed by a degenerate transform) or that lies under a clip that removes
    /// everything pushes a group of 0 × 0 pixels, whose data Cairo gives as nil. Nothing drawn
    /// there can show, so every filter, compositing pass and stamp over it does nothing. This is
    /// the one place that decides so.
    /// - Throws: `RenderError.noResult` when a surface with pixels gives no pixel data (it is not
    ///   an image surface, or was finished).
    func pixels(_ surface: OpaquePointer) throws(RenderError) -> PixelRegion? {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { return nil }
        guard let data = cairo_image_surface_get_data(surface) else { throw .noResult(function: "cairo_image_surface_get_data") }
        return PixelRegion(base: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                           width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)) / 4)
    }

    /// Runs `body` on the pixels of the image surface `surface`, flushed before and marked dirty
    /// after; a surface of no pixels is left as it is.
    func withPixels(_ surface: OpaquePointer, _ body: (PixelRegion) -> Void) throws(RenderError) {
        cairo_surface_flush(surface)
        guard let region = try pixels(surface) else { return }
        body(region)
        cairo_surface_mark_dirty(surface)
    }

    /// The surface `cr` draws on now (the innermost group's, or the target).
    /// - Throws: `RenderError.noResult` when Cairo gives none.
    func groupTarget() throws(RenderError) -> OpaquePointer {
        guard let target = cairo_get_group_target(cr) else { throw .noResult(function: "cairo_get_group_target") }
        return target
    }
}
