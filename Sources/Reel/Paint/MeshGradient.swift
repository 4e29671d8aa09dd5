import Foundation

/// A two-dimensional gradient over a grid of points, as SwiftUI's `MeshGradient` (iOS 18):
/// `width` × `height` vertices, each with a position in unit coordinates of the view's bounds
/// (`SIMD2<Float>`, row by row from the top-leading corner) and a colour.
///
/// SwiftUI joins the vertices with smooth Bézier patches and interpolates the colours smoothly.
/// Reel draws the same surface as Cairo mesh patches (Coons patches): each cell's edges are cubic
/// Béziers whose tangents at a vertex are the Catmull-Rom differences of its neighbours (one-sided
/// at the border), so the grid lines bend smoothly through the vertices; with `smoothsColors`
/// (the default) each cell is cut into 4 × 4 patches whose corner colours follow a bicubic
/// Catmull-Rom interpolation of the vertex colours in the cell's parameters, so colours change
/// without the creases of a bilinear ramp; without it each cell is one bilinear patch. Apple does
/// not publish its exact tangents and colour curve: the result matches SwiftUI's in its vertices
/// and edges and closely between them (docs/ShapesCanvasLayout.md).
public struct MeshGradient: ShapeStyle, View {
    /// The number of vertices across.
    public var width: Int
    /// The number of vertices down.
    public var height: Int
    /// The vertices' positions in unit coordinates, row by row.
    public var points: [SIMD2<Float>]
    /// The vertices' colours, row by row.
    public var colors: [Color]
    /// The colour drawn where the mesh does not cover the bounds.
    public var background: Color
    /// Whether colours are interpolated smoothly (bicubic) rather than bilinearly within cells.
    public var smoothsColors: Bool

    /// A mesh gradient of `width` × `height` vertices at `points` with `colors`.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    /// The gradient fills its frame.
    public var body: some View { Rectangle().fill(self) }

    /// The patches of the mesh in `bounds`.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let scheme = environment.colorScheme
        // More than `RenderLimits.meshGradientVertices` vertices (checked before multiplying, so
        // no size overflows) draws the background, as a mesh without enough points does.
        let limit = RenderLimits.meshGradientVertices
        guard width >= 2, height >= 2, width <= limit, height <= limit, width * height <= limit,
              points.count >= width * height, colors.count >= width * height else {
            return .color(background.resolved(for: scheme))
        }
        func vertex(_ i: Int, _ j: Int) -> CGPoint {
            let p = points[j * width + i]
            return CGPoint(x: bounds.minX + CGFloat(p.x) * bounds.width, y: bounds.minY + CGFloat(p.y) * bounds.height)
        }
        func color(_ i: Int, _ j: Int) -> Color {
            colors[min(max(j, 0), height - 1) * width + min(max(i, 0), width - 1)].resolved(for: scheme)
        }
        // Tangents (a third of the Catmull-Rom difference) along rows and columns.
        func across(_ i: Int, _ j: Int) -> CGPoint {
            let a = vertex(max(i - 1, 0), j), b = vertex(min(i + 1, width - 1), j)
            let span = CGFloat(min(i + 1, width - 1) - max(i - 1, 0))
            return (b - a) * (1 / (3 * span))
        }
        func down(_ i: Int, _ j: Int) -> CGPoint {
            let a = vertex(i, max(j - 1, 0)), b = vertex(i, min(j + 1, height - 1))
            let span = CGFloat(min(j + 1, height - 1) - max(j - 1, 0))
            return (b - a) * (1 / (3 * span))
        }
        var patches: [MeshPatch] = []
        let cuts = smoothsColors ? 4 : 1
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                let cell = CoonsCell(p00: vertex(i, j), p10: vertex(i + 1, j), p01: vertex(i, j + 1), p11: vertex(i + 1, j + 1),
                                     a00: across(i, j), a10: across(i + 1, j), a01: across(i, j + 1), a11: across(i + 1, j + 1),
                                     d00: down(i, j), d10: down(i + 1, j), d01: down(i, j + 1), d11: down(i + 1, j + 1))
                func shade(_ u: Double, _ v: Double) -> Color {
                    guard smoothsColors else {
                        let top = MeshColors.mix(color(i, j), color(i + 1, j), u), bottom = MeshColors.mix(color(i, j + 1), color(i + 1, j + 1), u)
                        return MeshColors.mix(top, bottom, v)
                    }
                    // Bicubic Catmull-Rom over the 4 × 4 neighbourhood.
                    var rows: [Color] = []
                    for dj in -1...2 {
                        rows.append(MeshColors.catmullRom(color(i - 1, j + dj), color(i, j + dj), color(i + 1, j + dj), color(i + 2, j + dj), u))
                    }
                    return MeshColors.catmullRom(rows[0], rows[1], rows[2], rows[3], v)
                }
                for b in 0..<cuts {
                    for a in 0..<cuts {
                        let u0 = Double(a) / Double(cuts), u1 = Double(a + 1) / Double(cuts)
                        let v0 = Double(b) / Double(cuts), v1 = Double(b + 1) / Double(cuts)
                        patches.append(cell.patch(u0, u1, v0, v1, colors: [shade(u0, v0), shade(u1, v0), shade(u1, v1), shade(u0, v1)]))
                    }
                }
            }
        }
        return .mesh(MeshPaint(patches: patches, background: background.resolved(for: scheme), bounds: bounds))
    }
}

/// A resolved mesh: Coons patches in layout space, and the colour drawn under them.
public struct MeshPaint: Hashable, Sendable {
    /// The patches, drawn in order.
    public var patches: [MeshPatch]
    /// The colour under the patches, within `bounds`.
    public var background: Color
    /// The bounds the mesh was resolved in.
    public var bounds: CGRect
}

/// One Coons patch: its boundary as four cubic Béziers (12 points: the corners and the control
/// points, clockwise from the top-leading corner, as Cairo's mesh patterns take them) and the
/// colours of its four corners in the same order.
public struct MeshPatch: Hashable, Sendable {
    /// The start, two controls and end of each side: top, trailing, bottom (backwards), leading (upwards).
    public var boundary: [CGPoint]
    /// The corners' colours: top-leading, top-trailing, bottom-trailing, bottom-leading.
    public var colors: [Color]
}

/// A cell of the mesh as a bicubic surface: corner positions and the tangents along rows (`a`)
/// and columns (`d`) at each corner, so sub-patches can be cut from it.
private struct CoonsCell {
    let p00, p10, p01, p11: CGPoint
    let a00, a10, a01, a11: CGPoint
    let d00, d10, d01, d11: CGPoint

    /// Cubic Hermite between `p` and `q` with end tangents (over the whole span) `tp`, `tq`.
    static func hermite(_ p: CGPoint, _ tp: CGPoint, _ q: CGPoint, _ tq: CGPoint, _ t: Double) -> CGPoint {
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        return p * h00 + tp * (3 * h10) + q * h01 + tq * (3 * h11)
    }

    /// A point of the Coons surface bounded by the four Hermite edges.
    func point(_ u: Double, _ v: Double) -> CGPoint {
        let top = CoonsCell.hermite(p00, a00, p10, a10, u), bottom = CoonsCell.hermite(p01, a01, p11, a11, u)
        let left = CoonsCell.hermite(p00, d00, p01, d01, v), right = CoonsCell.hermite(p10, d10, p11, d11, v)
        let ruled = top * (1 - v) + bottom * v + left * (1 - u) + right * u
        let corners = p00 * ((1 - u) * (1 - v)) + p10 * (u * (1 - v)) + p01 * ((1 - u) * v) + p11 * (u * v)
        return ruled - corners
    }

    /// The sub-patch over `u0...u1` × `v0...v1`: each side a cubic through four surface points.
    func patch(_ u0: Double, _ u1: Double, _ v0: Double, _ v1: Double, colors: [Color]) -> MeshPatch {
        func side(_ from: (Double, Double), _ to: (Double, Double)) -> [CGPoint] {
            // The cubic Bézier through the surface points at 0, 1/3, 2/3 and 1 of the side.
            let q0 = point(from.0, from.1), q3 = point(to.0, to.1)
            let q1 = point(from.0 + (to.0 - from.0) / 3, from.1 + (to.1 - from.1) / 3)
            let q2 = point(from.0 + 2 * (to.0 - from.0) / 3, from.1 + 2 * (to.1 - from.1) / 3)
            let c1 = (q0 * -5 + q1 * 18 - q2 * 9 + q3 * 2) * (1.0 / 6)
            let c2 = (q0 * 2 - q1 * 9 + q2 * 18 - q3 * 5) * (1.0 / 6)
            return [q0, c1, c2]
        }
        let boundary = side((u0, v0), (u1, v0)) + side((u1, v0), (u1, v1)) + side((u1, v1), (u0, v1)) + side((u0, v1), (u0, v0))
        return MeshPatch(boundary: boundary, colors: colors)
    }
}

/// Colour interpolation for mesh vertices, in straight sRGB components (as Cairo's mesh patches
/// blend their corner colours).
private enum MeshColors {
    /// `a` to `b` by `t`.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
              blue: a.blue + (b.blue - a.blue) * t, opacity: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// The Catmull-Rom spline through `p1` (t = 0) and `p2` (t = 1), shaped by `p0` and `p3`,
    /// per component, clamped to 0...1.
    static func catmullRom(_ p0: Color, _ p1: Color, _ p2: Color, _ p3: Color, _ t: Double) -> Color {
        func c(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let t2 = t * t, t3 = t2 * t
            let v = 0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
            return min(1, max(0, v))
        }
        return Color(red: c(p0.red, p1.red, p2.red, p3.red), green: c(p0.green, p1.green, p2.green, p3.green),
                     blue: c(p0.blue, p1.blue, p2.blue, p3.blue), opacity: c(p0.alpha, p1.alpha, p2.alpha, p3.alpha))
    }
}
