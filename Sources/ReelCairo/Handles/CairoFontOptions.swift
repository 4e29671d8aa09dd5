import CCairo

/// Cairo font options, owned: destroyed when the value ends.
struct CairoFontOptions: ~Copyable {
    /// The options, for Cairo calls; valid while this value lives.
    let handle: OpaquePointer

    /// New default options.
    /// - Throws: `RenderError.noResult` when Cairo made none.
    init() throws(RenderError) {
        guard let handle = cairo_font_options_create() else { throw .noResult(function: "cairo_font_options_create") }
        self.handle = handle
    }

    deinit { cairo_font_options_destroy(handle) }
}
