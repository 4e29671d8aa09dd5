import CPango

/// A Pango attribute list, owned: its reference is released when the value ends.
struct PangoAttributeList: ~Copyable {
    /// The list, for Pango calls; valid while this value lives.
    let handle: OpaquePointer

    /// A new, empty list.
    /// - Throws: `RenderError.noResult` when Pango made none.
    init() throws(RenderError) {
        guard let handle = pango_attr_list_new() else { throw .noResult(function: "pango_attr_list_new") }
        self.handle = handle
    }

    deinit { pango_attr_list_unref(handle) }
}
