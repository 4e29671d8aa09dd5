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
    private func finish(_ popped: borrowing CairoPattern, _ layer: Layer) throws(RenderError) {
        if layer.filters.isEmpty {
            try composite(popped, layer)
        } else if popped.imageSurface != nil {
            try filter(popped, layer.filters[...], then: layer)
        } else {
            try filter(rasterised(popped), layer.filters[...], then: layer)
        }
    }

    /// Applies `filters` to `pattern` in order, then composites the result as `layer` asks.
    /// (Each step borrows the pattern it filters; a filter that makes a new one, the shadow,
    /// hands that on.)
    private func filter(_ pattern: borrowing CairoPattern, _ filters: ArraySlice<GraphicsFilter>, then layer: Layer) throws(RenderError) {
        guard let first = filters.first else { return try composite(pattern, layer) }
        if let replaced = try apply(first, to: pattern) {
            try filter(replaced, filters.dropFirst(), then: layer)
        } else {
            try filter(pattern, filters.dropFirst(), then: layer)
        }
    }

    /// Composites a finished layer onto the current target with its opacity and blend mode.
    private func composite(_ pattern: borrowing CairoPattern, _ layer: Layer) throws(RenderError) {
        if let op = layer.blendMode.cairoOperator {
            cairo_set_source(cr, pattern.handle)
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, clamp01(layer.opacity))
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        } else {
            try compositeByHand(pattern, mode: layer.blendMode, opacity: layer.opacity)
        }
    }

    /// `pattern` drawn on an image surface covering the canvas (groups on vector surfaces are
    /// recordings, which filters cannot read).
    private func rasterised(_ pattern: borrowing CairoPattern) throws(RenderError) -> CairoPattern {
        let image = try CairoSurface.image(width: canvas.width, height: canvas.height)
        do {
            let ic = try CairoContext(drawingOn: image.handle)
            cairo_set_source(ic.handle, pattern.handle)
            cairo_paint(ic.handle)
        }
        return try CairoPattern.painting(image)
    }

    /// Applies `filter` to the image surface `pattern` paints: in place, or, for a shadow, into
    /// a new pattern, which it returns. Nil when the pattern changed in place or paints no image.
    private func apply(_ filter: GraphicsFilter, to pattern: borrowing CairoPattern) throws(RenderError) -> CairoPattern? {
        guard let surface = pattern.imageSurface else { return nil }
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
        case .backdrop(let sigma, let tint):
            return try CairoPattern.painting(backdrop(under: surface, sigma: sigma, tint: tint))
        }
        return nil
    }

    /// A new surface like `coverage` holding what lies beneath it on the current target, blurred by
    /// `sigma` and tinted with `tint`, where `coverage` covers (a material). The backdrop is read
    /// from a margin of three standard deviations around the layer, so the blur near its edges
    /// takes in what lies just outside it. On a target whose pixels cannot be read, the tint alone.
    private func backdrop(under coverage: OpaquePointer, sigma: Double, tint: Color) throws(RenderError) -> CairoSurface {
        let result = try CairoSurface.image(like: coverage)
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(coverage, &ox, &oy)
        let width = Int(cairo_image_surface_get_width(coverage)), height = Int(cairo_image_surface_get_height(coverage))
        let target = try groupTarget()
        if cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE, width > 0, height > 0 {
            let margin = Int((3 * max(0, sigma)).rounded(.up))
            let behind = try CairoSurface.image(width: width + 2 * margin, height: height + 2 * margin)
            do {
                // The coverage surface's pixel (0, 0) lies at (-ox, -oy) in the target's space.
                let bc = try CairoContext(drawingOn: behind.handle)
                cairo_set_source_surface(bc.handle, target, ox + Double(margin), oy + Double(margin))
                cairo_paint(bc.handle)
            }
            if sigma > 0 { try withPixels(behind.handle) { GaussianBlur.apply($0, sigma: sigma) } }
            let rc = try CairoContext(drawingOn: result.handle)
            cairo_set_source_surface(rc.handle, behind.handle, -ox - Double(margin), -oy - Double(margin))
            cairo_mask_surface(rc.handle, coverage, 0, 0)
        }
        do {
            let rc = try CairoContext(drawingOn: result.handle)
            cairo_set_source_rgba(rc.handle, clamp01(tint.red), clamp01(tint.green), clamp01(tint.blue), clamp01(tint.alpha))
            cairo_mask_surface(rc.handle, coverage, 0, 0)
        }
        return result
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
