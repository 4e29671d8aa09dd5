import CCairo

/// A Cairo pattern (a gradient, or a group popped off a context) this value owns: its reference
/// is released when the value ends.
struct CairoPattern: ~Copyable {
    /// The pattern, for Cairo calls; valid while this value lives.
    let handle: OpaquePointer

    /// Takes over the reference that `function` returned.
    /// - Throws: `RenderError.noResult` when it returned none.
    init(taking handle: OpaquePointer?, from function: String) throws(RenderError) {
        guard let handle else { throw .noResult(function: function) }
        self.handle = handle
    }

    /// The group drawn since the last `cairo_push_group` on `cr`, popped off it.
    static func poppedGroup(of cr: OpaquePointer) throws(RenderError) -> CairoPattern {
        try CairoPattern(taking: cairo_pop_group(cr), from: "cairo_pop_group")
    }

    /// A pattern painting `surface`.
    static func painting(_ surface: borrowing CairoSurface) throws(RenderError) -> CairoPattern {
        try CairoPattern(taking: cairo_pattern_create_for_surface(surface.handle), from: "cairo_pattern_create_for_surface")
    }

    /// The surface the pattern paints, when it is a surface pattern (a popped group is one: an
    /// image surface on raster targets, a recording on vector ones). The surface belongs to the
    /// pattern.
    var surface: OpaquePointer? {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(handle, &surface) == CAIRO_STATUS_SUCCESS else { return nil }
        return surface
    }

    /// The image surface the pattern paints, when it paints one; nil for recordings and
    /// patterns of other kinds.
    var imageSurface: OpaquePointer? {
        guard let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        return surface
    }

    deinit { cairo_pattern_destroy(handle) }
}
