import CPango

/// An iterator over a Pango layout's lines, owned: freed when the value ends.
struct PangoLayoutIterator: ~Copyable {
    /// The iterator, for Pango calls; valid while this value lives.
    let handle: OpaquePointer

    /// An iterator at the first line of `layout`.
    /// - Throws: `RenderError.noResult` when Pango made none.
    init(_ layout: borrowing PangoLayout) throws(RenderError) {
        guard let handle = pango_layout_get_iter(layout.handle) else { throw .noResult(function: "pango_layout_get_iter") }
        self.handle = handle
    }

    deinit { pango_layout_iter_free(handle) }
}
