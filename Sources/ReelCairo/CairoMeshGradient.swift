import CCairo
import Foundation
import Reel

/// A `MeshGradient`'s patches as a Cairo mesh pattern: the background first, as one patch over
/// the bounds the mesh was resolved in (when it is not clear), then each Coons patch with its
/// corner colours, later patches over earlier ones.
func meshGradientPattern(_ mesh: MeshPaint) throws(RenderError) -> CairoPattern {
    let pattern = try CairoPattern(taking: cairo_pattern_create_mesh(), from: "cairo_pattern_create_mesh")
    let handle = pattern.handle
    func corner(_ index: UInt32, _ c: Color) {
        cairo_mesh_pattern_set_corner_color_rgba(handle, index, clamp01(c.red), clamp01(c.green), clamp01(c.blue), clamp01(c.alpha))
    }
    if mesh.background.alpha > 0, !mesh.bounds.isEmpty, mesh.bounds.width.isFinite, mesh.bounds.height.isFinite {
        let b = mesh.bounds
        cairo_mesh_pattern_begin_patch(handle)
        cairo_mesh_pattern_move_to(handle, Double(b.minX), Double(b.minY))
        cairo_mesh_pattern_line_to(handle, Double(b.maxX), Double(b.minY))
        cairo_mesh_pattern_line_to(handle, Double(b.maxX), Double(b.maxY))
        cairo_mesh_pattern_line_to(handle, Double(b.minX), Double(b.maxY))
        cairo_mesh_pattern_line_to(handle, Double(b.minX), Double(b.minY))
        for index in 0..<4 { corner(UInt32(index), mesh.background) }
        cairo_mesh_pattern_end_patch(handle)
    }
    for patch in mesh.patches where patch.boundary.count == 12 && patch.colors.count == 4 {
        let p = patch.boundary
        guard p.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
        cairo_mesh_pattern_begin_patch(handle)
        cairo_mesh_pattern_move_to(handle, Double(p[0].x), Double(p[0].y))
        for side in 0..<4 {
            let c1 = p[side * 3 + 1], c2 = p[side * 3 + 2], end = p[(side * 3 + 3) % 12]
            cairo_mesh_pattern_curve_to(handle, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
        }
        for index in 0..<4 { corner(UInt32(index), patch.colors[index]) }
        cairo_mesh_pattern_end_patch(handle)
    }
    return pattern
}
