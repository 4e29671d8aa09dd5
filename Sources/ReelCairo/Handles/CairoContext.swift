import CCairo

/// A Cairo drawing context this value owns: destroyed when the value ends.
struct CairoContext: ~Copyable {
    /// The context, for Cairo calls; valid while this value lives.
    let handle: OpaquePointer

    /// A context drawing on `surface` (which it keeps alive through its own reference).
    /// - Throws: `RenderError.noResult` when Cairo made none.
    init(drawingOn surface: OpaquePointer) throws(RenderError) {
        guard let handle = cairo_create(surface) else { throw .noResult(function: "cairo_create") }
        self.handle = handle
    }

    /// The context's status: the first error any drawing call met, or success.
    var status: CairoStatus { CairoStatus(cairo_status(handle)) }

    deinit { cairo_destroy(handle) }
}
