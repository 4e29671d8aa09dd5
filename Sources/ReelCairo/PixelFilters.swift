import Foundation
import Reel

/// Per-pixel filters on premultiplied ARGB32 pixels.
enum PixelFilters {
    /// Applies `matrix` to every pixel's straight colour.
    static func colorMatrix(_ region: PixelRegion, _ matrix: ColorMatrix) {
        // Alpha-preserving matrices leave transparent pixels transparent; others (a constant
        // alpha term) must visit them too.
        let touchesTransparent = matrix.entries[19] > 0
        for y in 0..<region.height {
            let row = region.base + y * region.stride
            for x in 0..<region.width {
                let p = row[x]
                let a = Double(p >> 24) / 255
                if a == 0 && !touchesTransparent { continue }
                let r = a > 0 ? Double((p >> 16) & 0xFF) / 255 / a : 0
                let g = a > 0 ? Double((p >> 8) & 0xFF) / 255 / a : 0
                let b = a > 0 ? Double(p & 0xFF) / 255 / a : 0
                let (r2, g2, b2, a2) = matrix.apply(min(1, r), min(1, g), min(1, b), a)
                row[x] = premultiplied(r2, g2, b2, a2)
            }
        }
    }

    /// Pixels whose alpha lies in `minimum...maximum` become `color`; others transparent.
    static func alphaThreshold(_ region: PixelRegion, minimum: Double, maximum: Double, color: Color) {
        let on = premultiplied(clamp01(color.red), clamp01(color.green), clamp01(color.blue), clamp01(color.alpha))
        for y in 0..<region.height {
            let row = region.base + y * region.stride
            for x in 0..<region.width {
                let a = Double(row[x] >> 24) / 255
                row[x] = (a >= minimum && a <= maximum && a > 0) ? on : 0
            }
        }
    }

    /// Every pixel with any coverage becomes fully opaque, keeping its straight colour.
    static func opaque(_ region: PixelRegion) {
        for y in 0..<region.height {
            let row = region.base + y * region.stride
            for x in 0..<region.width {
                let p = row[x]
                let a = p >> 24
                if a == 0 || a == 255 { continue }
                let (r, g, b, _) = RasterImage.unpremultiply(p)
                row[x] = 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
            }
        }
    }

    /// A premultiplied ARGB32 pixel from straight components in 0...1, rounded to nearest.
    @inline(__always)
    static func premultiplied(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> UInt32 {
        let a8 = UInt32((a * 255).rounded())
        func c(_ v: Double) -> UInt32 { min(a8, UInt32((v * a * 255).rounded())) }
        return a8 << 24 | c(r) << 16 | c(g) << 8 | c(b)
    }
}
