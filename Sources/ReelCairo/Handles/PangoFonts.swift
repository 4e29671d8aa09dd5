import CPango

/// A Pango font map drawing with Cairo and a context on it, owned: both references are released
/// when the value ends.
final class PangoFonts {
    /// The font map (the fonts fontconfig finds).
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// A context on the font map, which layouts are made in.
    let context: OpaquePointer

    /// A new font map and a context on it.
    /// - Throws: `RenderError.noResult` when Pango made none.
    init() throws(RenderError) {
        guard let fontMap = pango_cairo_font_map_new() else { throw .noResult(function: "pango_cairo_font_map_new") }
        guard let context = pango_font_map_create_context(fontMap) else {
            g_object_unref(fontMap)
            throw .noResult(function: "pango_font_map_create_context")
        }
        self.fontMap = fontMap
        self.context = context
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }
}
