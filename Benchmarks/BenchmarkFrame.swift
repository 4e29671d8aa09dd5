import CCairo
import Reel

/// Test frames for benchmarks, drawn with Cairo directly so they do not depend on the engine.
enum BenchmarkFrame {
    /// A Cairo surface with a drawing like a rendered animation frame: a diagonal linear gradient
    /// background (or a transparent one), then a few hundred antialiased circles, Bézier strokes
    /// and semi-transparent panels in varied colours. The same seed gives the same pixels.
    static func drawSurface(width: Int, height: Int, transparent: Bool, seed: UInt64 = 42) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        var random = SplitMix64(seed: seed)
        let w = Double(width), h = Double(height)

        if !transparent {
            let gradient = cairo_pattern_create_linear(0, 0, w, h)!
            cairo_pattern_add_color_stop_rgb(gradient, 0, 0.08, 0.10, 0.22)
            cairo_pattern_add_color_stop_rgb(gradient, 0.5, 0.30, 0.12, 0.40)
            cairo_pattern_add_color_stop_rgb(gradient, 1, 0.95, 0.55, 0.30)
            cairo_set_source(cr, gradient)
            cairo_paint(cr)
            cairo_pattern_destroy(gradient)
        }

        // Filled circles, mostly opaque, some translucent.
        for _ in 0..<300 {
            let x = random.next(in: 0...w), y = random.next(in: 0...h)
            let radius = random.next(in: 4...60)
            let alpha = random.next(in: 0...1) < 0.7 ? 1 : random.next(in: 0.25...0.8)
            cairo_set_source_rgba(cr, random.next(in: 0...1), random.next(in: 0...1), random.next(in: 0...1), alpha)
            cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
            cairo_fill(cr)
        }

        // Stroked Bézier curves.
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for _ in 0..<120 {
            cairo_set_line_width(cr, random.next(in: 1.5...12))
            cairo_set_source_rgba(cr, random.next(in: 0...1), random.next(in: 0...1), random.next(in: 0...1),
                                  random.next(in: 0.5...1))
            cairo_move_to(cr, random.next(in: 0...w), random.next(in: 0...h))
            cairo_curve_to(cr, random.next(in: 0...w), random.next(in: 0...h),
                           random.next(in: 0...w), random.next(in: 0...h),
                           random.next(in: 0...w), random.next(in: 0...h))
            cairo_stroke(cr)
        }

        // Large semi-transparent rounded panels with radial gradients.
        for _ in 0..<12 {
            let x = random.next(in: -100...w), y = random.next(in: -100...h)
            let pw = random.next(in: 150...600), ph = random.next(in: 100...400)
            let glow = cairo_pattern_create_radial(x + pw / 2, y + ph / 2, 0, x + pw / 2, y + ph / 2, max(pw, ph) / 1.5)!
            cairo_pattern_add_color_stop_rgba(glow, 0, random.next(in: 0...1), random.next(in: 0...1), 1, 0.55)
            cairo_pattern_add_color_stop_rgba(glow, 1, 1, random.next(in: 0...1), random.next(in: 0...1), 0.15)
            cairo_set_source(cr, glow)
            roundedRectangle(cr, x: x, y: y, width: pw, height: ph, radius: 24)
            cairo_fill(cr)
            cairo_pattern_destroy(glow)
        }
        cairo_surface_flush(surface)
        return surface
    }

    /// The pixels of an ARGB32 Cairo surface as a `RasterImage` (rows copied without padding).
    static func rasterImage(of surface: OpaquePointer) -> RasterImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var image = RasterImage(width: width, height: height)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for row in 0..<height {
                (pixels.baseAddress! + row * width).update(
                    from: (data + row * stride).assumingMemoryBound(to: UInt32.self), count: width)
            }
        }
        return image
    }

    /// Appends a rectangle with rounded corners to the current path.
    private static func roundedRectangle(
        _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double
    ) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
