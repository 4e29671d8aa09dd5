import CPango

/// A Pango font description, owned: freed when the value ends.
struct PangoFontDescription: ~Copyable {
    /// The description, for Pango calls; valid while this value lives.
    let handle: OpaquePointer

    /// A new description with nothing set.
    /// - Throws: `RenderError.noResult` when Pango made none.
    init() throws(RenderError) {
        guard let handle = pango_font_description_new() else { throw .noResult(function: "pango_font_description_new") }
        self.handle = handle
    }

    deinit { pango_font_description_free(handle) }
}
