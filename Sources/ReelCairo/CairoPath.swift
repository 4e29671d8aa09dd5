import CCairo
import Foundation
import Reel

/// Replaces the current path of `cr` with `path` (in the current user space). Quadratic curves
/// become the equivalent cubics.
func appendPath(_ cr: OpaquePointer, _ path: Path) {
    cairo_new_path(cr)
    var current = CGPoint.zero
    for element in path.elements {
        switch element {
        case .move(let p):
            cairo_move_to(cr, Double(p.x), Double(p.y)); current = p
        case .line(let p):
            cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
        case .quadCurve(let p, let c):
            let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
            let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
            cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            current = p
        case .curve(let p, let c1, let c2):
            cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            current = p
        case .closeSubpath:
            cairo_close_path(cr)
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            current = CGPoint(x: x, y: y)
        }
    }
}
