import CPango

/// A Pango layout this value owns: its reference is released when the value ends.
struct PangoLayout: ~Copyable {
    /// The layout, for Pango calls; valid while this value lives.
    let handle: OpaquePointer

    /// A new, empty layout in `context`.
    /// - Throws: `RenderError.noResult` when Pango made none.
    init(in context: OpaquePointer) throws(RenderError) {
        guard let handle = pango_layout_new(context) else { throw .noResult(function: "pango_layout_new") }
        self.handle = handle
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }
}
