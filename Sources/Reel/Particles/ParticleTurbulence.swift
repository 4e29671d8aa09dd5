import Foundation

/// Turbulence: a swirling acceleration field from seeded gradient noise, as the noise module of
/// other particle tools. The field is the curl of a 3D gradient noise over (x, y, time), so it
/// has no sources or sinks: particles swirl around each other instead of bunching up.
///
/// At a point (x, y) and time t the acceleration is `strength` × (∂N/∂Y, −∂N/∂X), where
/// N(X, Y, Z) is the noise at X = x / size, Y = y / size, Z = t × speed, computed with its exact
/// derivatives. The noise's gradients come from the emitter's key, so the field is the same on
/// every run and differs between emitters and seeds.
struct ParticleTurbulence: Hashable, Sendable {
    /// The acceleration scale, in points per second squared.
    var strength: Double
    /// The size of the swirls, in points.
    var size: Double
    /// How fast the field changes, in noise cells per second.
    var speed: Double

    /// The acceleration at (`x`, `y`) at time `t`, for an emitter's `key`.
    @inline(__always)
    func acceleration(x: Double, y: Double, t: Double, key: UInt64) -> (x: Double, y: Double) {
        let d = ParticleTurbulence.noiseGradient(x / size, y / size, t * speed, key: key)
        return (strength * d.y, -strength * d.x)
    }

    /// The x and y derivatives of 3D gradient noise (Perlin's, with quintic fades) at (x, y, z).
    static func noiseGradient(_ x: Double, _ y: Double, _ z: Double, key: UInt64) -> (x: Double, y: Double) {
        let fx = x.rounded(.down), fy = y.rounded(.down), fz = z.rounded(.down)
        // Cells far from the origin (beyond 2^62) wrap; the field stays defined everywhere.
        let ix = Int64(truncatingIfNeeded: Int(exactly: fx) ?? 0)
        let iy = Int64(truncatingIfNeeded: Int(exactly: fy) ?? 0)
        let iz = Int64(truncatingIfNeeded: Int(exactly: fz) ?? 0)
        let px = x - fx, py = y - fy, pz = z - fz
        func fade(_ f: Double) -> Double { f * f * f * (f * (f * 6 - 15) + 10) }
        func fadeDerivative(_ f: Double) -> Double { 30 * f * f * (f * (f - 2) + 1) }
        let ux = fade(px), uy = fade(py), uz = fade(pz)
        let dux = fadeDerivative(px), duy = fadeDerivative(py)

        // The gradient at a corner and its value there.
        func corner(_ cx: Int64, _ cy: Int64, _ cz: Int64, _ ox: Double, _ oy: Double, _ oz: Double) -> (v: Double, gx: Double, gy: Double) {
            var h = Mixing.mix(key ^ UInt64(bitPattern: cx &* 0x1F1F_1F1F))
            h = Mixing.mix(h ^ UInt64(bitPattern: cy &* 0x2E2E_2E2E_2E))
            h = Mixing.mix(h ^ UInt64(bitPattern: cz &* 0x3D3D_3D))
            let g = gradients[Int(h % 12)]
            return (g.0 * ox + g.1 * oy + g.2 * oz, g.0, g.1)
        }
        let a = corner(ix, iy, iz, px, py, pz)
        let b = corner(ix &+ 1, iy, iz, px - 1, py, pz)
        let c = corner(ix, iy &+ 1, iz, px, py - 1, pz)
        let d = corner(ix &+ 1, iy &+ 1, iz, px - 1, py - 1, pz)
        let e = corner(ix, iy, iz &+ 1, px, py, pz - 1)
        let f = corner(ix &+ 1, iy, iz &+ 1, px - 1, py, pz - 1)
        let g = corner(ix, iy &+ 1, iz &+ 1, px, py - 1, pz - 1)
        let h = corner(ix &+ 1, iy &+ 1, iz &+ 1, px - 1, py - 1, pz - 1)

        let k1 = b.v - a.v, k2 = c.v - a.v
        let k4 = a.v - b.v - c.v + d.v, k5 = a.v - c.v - e.v + g.v, k6 = a.v - b.v - e.v + f.v
        let k7 = -a.v + b.v + c.v - d.v + e.v - f.v - g.v + h.v
        func interpolate(_ pa: Double, _ pb: Double, _ pc: Double, _ pd: Double,
                         _ pe: Double, _ pf: Double, _ pg: Double, _ ph: Double) -> Double {
            let g1 = pb - pa, g2 = pc - pa, g3 = pe - pa
            let g4 = pa - pb - pc + pd, g5 = pa - pc - pe + pg, g6 = pa - pb - pe + pf
            let g7 = -pa + pb + pc - pd + pe - pf - pg + ph
            return pa + g1 * ux + g2 * uy + g3 * uz + g4 * ux * uy + g5 * uy * uz + g6 * uz * ux + g7 * ux * uy * uz
        }
        let gx = interpolate(a.gx, b.gx, c.gx, d.gx, e.gx, f.gx, g.gx, h.gx) + dux * (k1 + k4 * uy + k6 * uz + k7 * uy * uz)
        let gy = interpolate(a.gy, b.gy, c.gy, d.gy, e.gy, f.gy, g.gy, h.gy) + duy * (k2 + k5 * uz + k4 * ux + k7 * uz * ux)
        return (gx, gy)
    }

    /// The twelve edge directions of a cube, Perlin's gradient set.
    private static let gradients: [(Double, Double, Double)] = [
        (1, 1, 0), (-1, 1, 0), (1, -1, 0), (-1, -1, 0), (1, 0, 1), (-1, 0, 1),
        (1, 0, -1), (-1, 0, -1), (0, 1, 1), (0, -1, 1), (0, 1, -1), (0, -1, -1),
    ]
}
