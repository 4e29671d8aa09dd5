import CCairo
import Foundation
import Reel

/// Layers: drawn into groups, masked, filtered (blur, colour matrix, threshold, shadow) and
/// composited with their opacity and blend mode.
extension DrawPass {
    /// Opens a layer: a group, clipped to the layer's extent when it has one.
    mutating func beginLayer(_ layer: Layer, at index: Int?) {
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
        layers.append(OpenLayer(layer: layer, clipped: extent != nil))
    }

    /// Ends the open layer's content and starts its mask.
    mutating func beginMask() throws(RenderError) {
        guard let open = layers.last, open.content == nil else { return }
        cairo_identity_matrix(cr)
        open.content = try CairoPattern.poppedGroup(of: cr)
        cairo_push_group(cr)
    }

    /// Closes the open layer: masks its content when it has a mask, then filters and composites it.
    mutating func endLayer() throws(RenderError) {
        guard let open = layers.popLast() else { return }
        cairo_identity_matrix(cr)
        if let content = open.content.take() {
            let mask = try CairoPattern.poppedGroup(of: cr)
            cairo_push_group(cr)
            cairo_set_source(cr, content.handle)
            cairo_mask(cr, mask.handle)
            try finish(CairoPattern.poppedGroup(of: cr), open.layer)
        } else {
            try finish(CairoPattern.poppedGroup(of: cr), open.layer)
        }
        if open.clipped { cairo_restore(cr) }
    }

    /// Filters a popped layer and composites it onto the current target.
    private func finish(_ popped: consuming CairoPattern, _ layer: Layer) throws(RenderError) {
        var pattern = popped
        if !layer.filters.isEmpty { pattern = try rasterised(pattern) }
        for filter in layer.filters {
            pattern = try apply(filter, to: pattern)
        }
        if let op = layer.blendMode.cairoOperator {
            cairo_set_source(cr, pattern.handle)
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, clamp01(layer.opacity))
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        } else {
            try compositeByHand(pattern, mode: layer.blendMode, opacity: layer.opacity)
        }
    }

    /// The pattern as an image surface covering the canvas, when it is not one already (groups
    /// on vector surfaces are recordings, which filters cannot read).
    private func rasterised(_ pattern: consuming CairoPattern) throws(RenderError) -> CairoPattern {
        if pattern.imageSurface != nil { return pattern }
        let image = try CairoSurface.image(width: canvas.width, height: canvas.height)
        do {
            let ic = try CairoContext(drawingOn: image.handle)
            cairo_set_source(ic.handle, pattern.handle)
            cairo_paint(ic.handle)
        }
        return try CairoPattern.painting(image)
    }

    /// The pattern with `filter` applied; may replace the pattern.
    private func apply(_ filter: GraphicsFilter, to pattern: consuming CairoPattern) throws(RenderError) -> CairoPattern {
        guard let surface = pattern.imageSurface else { return pattern }
        switch filter {
        case .blur(let sigma):
            try withPixels(surface) { GaussianBlur.apply($0, sigma: sigma) }
        case .colorMatrix(let matrix):
            try withPixels(surface) { PixelFilters.colorMatrix($0, matrix) }
        case .alphaThreshold(let lo, let hi, let color):
            try withPixels(surface) { PixelFilters.alphaThreshold($0, minimum: lo, maximum: hi, color: color) }
        case .opaque:
            try withPixels(surface) { PixelFilters.opaque($0) }
        case .shadow(let color, let sigma, let dx, let dy):
            return try CairoPattern.painting(shadowed(surface, color: color, sigma: sigma, dx: dx, dy: dy))
        }
        return pattern
    }

    /// A new surface holding `surface` over its shadow.
    private func shadowed(_ surface: OpaquePointer, color: Color, sigma: Double, dx: Double, dy: Double) throws(RenderError) -> CairoSurface {
        let shadow = try CairoSurface.image(like: surface)
        do {
            let sc = try CairoContext(drawingOn: shadow.handle)
            cairo_set_source_rgba(sc.handle, clamp01(color.red), clamp01(color.green), clamp01(color.blue), clamp01(color.alpha))
            cairo_mask_surface(sc.handle, surface, 0, 0)
        }
        try withPixels(shadow.handle) { GaussianBlur.apply($0, sigma: sigma) }
        let result = try CairoSurface.image(like: surface)
        do {
            let rc = try CairoContext(drawingOn: result.handle)
            cairo_set_source_surface(rc.handle, shadow.handle, dx, dy)
            cairo_paint(rc.handle)
            cairo_set_source_surface(rc.handle, surface, 0, 0)
            cairo_paint(rc.handle)
        }
        return result
    }
}
