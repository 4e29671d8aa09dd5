import CCairo
import Foundation
import Reel

/// Makes `paint` the source of `cr`, in the current user space, with its opacity multiplied by
/// `opacity`.
func setSource(_ cr: OpaquePointer, _ paint: Paint, opacity: Double) throws(RenderError) {
    switch paint.multiplyingOpacity(opacity) {
    case .color(let c):
        cairo_set_source_rgba(cr, clamp01(c.red), clamp01(c.green), clamp01(c.blue), clamp01(c.alpha))
    case .linearGradient(let stops, let start, let end):
        let pattern = try CairoPattern(taking: cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y)),
                                       from: "cairo_pattern_create_linear")
        addStops(pattern.handle, stops)
        cairo_pattern_set_extend(pattern.handle, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern.handle)
    case .radialGradient(let stops, let center, let r0, let r1, let transform):
        let pattern = try CairoPattern(taking: cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(r0),
                                                                           Double(center.x), Double(center.y), Double(r1)),
                                       from: "cairo_pattern_create_radial")
        addStops(pattern.handle, stops)
        cairo_pattern_set_extend(pattern.handle, CAIRO_EXTEND_PAD)
        if transform.isInvertible && !transform.isIdentity {
            // A pattern's matrix maps user space to pattern space.
            var m = cairo_matrix_t(transform.inverted())
            cairo_pattern_set_matrix(pattern.handle, &m)
        }
        cairo_set_source(cr, pattern.handle)
    case .angularGradient(let stops, let center, let start, let end):
        let pattern = try conicMesh(cr, stops: stops, center: center, start: start.radians, end: end.radians)
        cairo_set_source(cr, pattern.handle)
    case .mesh(let mesh):
        let pattern = try meshGradientPattern(mesh)
        cairo_set_source(cr, pattern.handle)
    }
}

@inline(__always) func clamp01(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }

private func addStops(_ pattern: OpaquePointer, _ stops: [Gradient.Stop]) {
    for s in stops {
        let c = s.color
        cairo_pattern_add_color_stop_rgba(pattern, Double(s.location), clamp01(c.red), clamp01(c.green), clamp01(c.blue), clamp01(c.alpha))
    }
}

/// The largest angle one mesh patch of a conic gradient spans. Within a patch the colour follows
/// the Bézier parameter of the patch's arc, which departs from the true angle by less than
/// 0.000 3 of the patch's span at this size: far below one level of 8-bit colour.
private let maximumConicPatch = Double.pi / 36

/// A conic gradient as a Cairo mesh: one patch per small sector, each with the centre as a
/// degenerate corner, so the colour is constant along every ray and varies with the angle only.
/// The mesh reaches past every corner of the current clip, so it covers all that can be drawn.
private func conicMesh(_ cr: OpaquePointer, stops: [Gradient.Stop], center: CGPoint, start: Double, end: Double) throws(RenderError) -> CairoPattern {
    let gradient = Gradient(stops: stops)
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let cx = Double(center.x), cy = Double(center.y)
    var radius = 1.0
    for (x, y) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] { radius = max(radius, hypot(x - cx, y - cy)) }
    radius = radius * 1.05 + 2

    let pattern = try CairoPattern(taking: cairo_pattern_create_mesh(), from: "cairo_pattern_create_mesh")
    let mesh = pattern.handle
    func color(_ c: Color) -> (Double, Double, Double, Double) { (clamp01(c.red), clamp01(c.green), clamp01(c.blue), clamp01(c.alpha)) }
    func patch(_ a0: Double, _ a1: Double, _ c0: Color, _ c1: Color) {
        let sweep = a1 - a0
        guard abs(sweep) > 1e-12 else { return }
        let k = 4.0 / 3.0 * tan(sweep / 4)
        let p0 = (cx + radius * cos(a0), cy + radius * sin(a0))
        let p1 = (cx + radius * cos(a1), cy + radius * sin(a1))
        let h0 = (p0.0 - k * radius * sin(a0), p0.1 + k * radius * cos(a0))
        let h1 = (p1.0 + k * radius * sin(a1), p1.1 - k * radius * cos(a1))
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, cx, cy)
        cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
        cairo_mesh_pattern_curve_to(mesh, h0.0, h0.1, h1.0, h1.1, p1.0, p1.1)
        cairo_mesh_pattern_line_to(mesh, cx, cy)
        let (r0, g0, b0, al0) = color(c0), (r1, g1, b1, al1) = color(c1)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, r0, g0, b0, al0)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, r0, g0, b0, al0)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, r1, g1, b1, al1)
        cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, r1, g1, b1, al1)
        cairo_mesh_pattern_end_patch(mesh)
    }
    /// Patches from angle `a` to `b` following the gradient between locations `la` and `lb`.
    func sweep(from a: Double, to b: Double, locations la: Double, _ lb: Double) {
        let count = max(1, Int((abs(b - a) / maximumConicPatch).rounded(.up)))
        for i in 0..<count {
            let f0 = Double(i) / Double(count), f1 = Double(i + 1) / Double(count)
            patch(a + (b - a) * f0, a + (b - a) * f1,
                  gradient.color(at: CGFloat(la + (lb - la) * f0)), gradient.color(at: CGFloat(lb == la ? la : la + (lb - la) * f1)))
        }
    }

    func patchRange(_ a: Double, _ b: Double, _ c: Color) {
        let count = max(1, Int((abs(b - a) / maximumConicPatch).rounded(.up)))
        for i in 0..<count {
            patch(a + (b - a) * Double(i) / Double(count), a + (b - a) * Double(i + 1) / Double(count), c, c)
        }
    }

    let span = min(abs(end - start), 2 * Double.pi) * (end >= start ? 1 : -1)
    // Split at the stops so each stop's colour lands exactly on a patch edge.
    var cuts: [Double] = [0, 1]
    for s in gradient.stops where s.location > 0 && s.location < 1 { cuts.append(Double(s.location)) }
    cuts = Array(Set(cuts)).sorted()
    for i in 0..<(cuts.count - 1) {
        sweep(from: start + span * cuts[i], to: start + span * cuts[i + 1], locations: cuts[i], cuts[i + 1])
    }
    // The rest of the turn: the end colour up to the middle of the gap, the start colour after.
    let gap = 2 * Double.pi - abs(span)
    if gap > 1e-9 {
        let direction = span >= 0 ? 1.0 : -1.0
        let endAngle = start + span, mid = endAngle + direction * gap / 2
        let first = gradient.color(at: 0), last = gradient.color(at: 1)
        patchRange(endAngle, mid, last)
        patchRange(mid, start + direction * 2 * Double.pi, first)
    }
    return pattern
}
