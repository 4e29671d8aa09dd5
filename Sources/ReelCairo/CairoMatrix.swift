import CCairo
import Reel

extension cairo_matrix_t {
    /// The Cairo matrix of an affine transform.
    init(_ t: CGAffineTransform) {
        self.init(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }
}

/// Sets the current transform of `cr`.
func setTransform(_ cr: OpaquePointer, _ t: CGAffineTransform) {
    var m = cairo_matrix_t(t)
    cairo_set_matrix(cr, &m)
}
