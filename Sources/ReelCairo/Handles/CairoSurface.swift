import CCairo

/// A Cairo surface this value owns: its reference is released when the value ends.
struct CairoSurface: ~Copyable {
    /// The surface, for Cairo calls; valid while this value lives.
    let handle: OpaquePointer

    /// Takes over the reference that `function` returned.
    /// - Throws: `RenderError.noResult` when it returned none.
    init(taking handle: OpaquePointer?, from function: String) throws(RenderError) {
        guard let handle else { throw .noResult(function: function) }
        self.handle = handle
    }

    /// A new, transparent ARGB32 image surface of `width` x `height` pixels.
    static func image(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        try CairoSurface(taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                         from: "cairo_image_surface_create")
    }

    /// A new, transparent ARGB32 image surface as large as `surface` and with its device offset.
    static func image(like surface: OpaquePointer) throws(RenderError) -> CairoSurface {
        let similar = try CairoSurface(
            taking: cairo_surface_create_similar_image(surface, CAIRO_FORMAT_ARGB32,
                                                       cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface)),
            from: "cairo_surface_create_similar_image")
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(surface, &x, &y)
        cairo_surface_set_device_offset(similar.handle, x, y)
        return similar
    }

    /// The surface's status.
    var status: CairoStatus { CairoStatus(cairo_surface_status(handle)) }

    deinit { cairo_surface_destroy(handle) }
}
