import Foundation
import Reel

/// A Gaussian blur of premultiplied pixels, as the SVG filter specification defines
/// `feGaussianBlur`: for a standard deviation σ of at least 2 pixels, three successive box blurs
/// of size d = ⌊σ · 3 · √(2π) / 4 + 0.5⌋ (offset by half a pixel each way when d is even); below
/// that, the exact Gaussian kernel truncated at 3σ. Both keep the total of every channel, so the
/// layer's total alpha is preserved (less what is pushed past the surface's edge).
enum GaussianBlur {
    /// The largest standard deviation applied, in pixels: four times the largest canvas side, past
    /// which a blur spreads anything below one level of a pixel. A radius the engine clamps
    /// (`RenderLimits.filterRadius`) can still grow past it under a scale effect.
    static let maximumSigma = 4.0 * Double(RenderLimits.canvasPixelSide)

    /// Blurs `region` in place with standard deviation `sigma` pixels (at most `maximumSigma`).
    static func apply(_ region: PixelRegion, sigma: Double) {
        let sigma = min(sigma, maximumSigma)
        guard sigma > 0.05, let bounds = region.occupiedBounds() else { return }
        let reach = Int((3 * sigma).rounded(.up)) + 2
        let x0 = max(0, bounds.0 - reach), y0 = max(0, bounds.1 - reach)
        let x1 = min(region.width, bounds.2 + reach), y1 = min(region.height, bounds.3 + reach)
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0 else { return }

        // Four float planes (a, r, g, b) of the working rectangle.
        var planes = [[Float]](repeating: [Float](repeating: 0, count: w * h), count: 4)
        for y in 0..<h {
            let row = region.base + (y + y0) * region.stride + x0
            for x in 0..<w {
                let p = row[x]
                let i = y * w + x
                planes[0][i] = Float(p >> 24)
                planes[1][i] = Float((p >> 16) & 0xFF)
                planes[2][i] = Float((p >> 8) & 0xFF)
                planes[3][i] = Float(p & 0xFF)
            }
        }
        var scratch = [Float](repeating: 0, count: max(w, h))
        var line = [Float](repeating: 0, count: max(w, h))
        for c in 0..<4 {
            planes[c].withUnsafeMutableBufferPointer { plane in
                // Rows, then columns.
                for y in 0..<h { blurLine(plane.baseAddress! + y * w, count: w, step: 1, sigma: sigma, line: &line, scratch: &scratch) }
                for x in 0..<w { blurLine(plane.baseAddress! + x, count: h, step: w, sigma: sigma, line: &line, scratch: &scratch) }
            }
        }
        for y in 0..<h {
            let row = region.base + (y + y0) * region.stride + x0
            for x in 0..<w {
                let i = y * w + x
                let a = UInt32(min(255, max(0, planes[0][i].rounded())))
                let r = min(a, UInt32(min(255, max(0, planes[1][i].rounded()))))
                let g = min(a, UInt32(min(255, max(0, planes[2][i].rounded()))))
                let b = min(a, UInt32(min(255, max(0, planes[3][i].rounded()))))
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }

    /// Blurs one line of `count` values `step` apart, in place.
    private static func blurLine(_ p: UnsafeMutablePointer<Float>, count n: Int, step: Int, sigma: Double,
                                 line: inout [Float], scratch: inout [Float]) {
        for i in 0..<n { line[i] = p[i * step] }
        if sigma >= 2 {
            let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
            if d % 2 == 1 {
                let half = (d - 1) / 2
                for _ in 0..<3 { box(&line, &scratch, n, left: half, right: half) }
            } else {
                box(&line, &scratch, n, left: d / 2, right: d / 2 - 1)
                box(&line, &scratch, n, left: d / 2 - 1, right: d / 2)
                box(&line, &scratch, n, left: d / 2, right: d / 2)
            }
        } else {
            gaussian(&line, &scratch, n, sigma: sigma)
        }
        for i in 0..<n { p[i * step] = line[i] }
    }

    /// A box blur over the window [i − left, i + right], zero outside the line.
    private static func box(_ line: inout [Float], _ out: inout [Float], _ n: Int, left: Int, right: Int) {
        let size = Float(left + right + 1)
        var sum: Float = 0
        // Running sum of line[i - left ... i + right].
        for j in 0..<min(n, right) { sum += line[j] }
        for i in 0..<n {
            let add = i + right
            if add < n { sum += line[add] }
            let remove = i - left - 1
            if remove >= 0 { sum -= line[remove] }
            out[i] = sum / size
        }
        for i in 0..<n { line[i] = out[i] }
    }

    /// A convolution with the normalised Gaussian kernel of `sigma`, truncated at 3σ.
    private static func gaussian(_ line: inout [Float], _ out: inout [Float], _ n: Int, sigma: Double) {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        var weights = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        for i in 0..<n {
            var s: Float = 0
            for k in -radius...radius {
                let j = i + k
                if j >= 0 && j < n { s += line[j] * weights[k + radius] }
            }
            out[i] = s
        }
        for i in 0..<n { line[i] = out[i] }
    }
}
