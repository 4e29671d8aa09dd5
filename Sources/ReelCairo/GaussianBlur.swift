import Foundation
import Reel

/// A Gaussian blur of premultiplied pixels, as the SVG filter specification defines
/// `feGaussianBlur`: for a standard deviation σ of at least 2 pixels, three successive box blurs
/// of size d = ⌊σ · 3 · √(2π) / 4 + 0.5⌋ (offset by half a pixel each way when d is even); below
/// that, the exact Gaussian kernel truncated at 3σ. Both keep the total of every channel, so the
/// layer's total alpha is preserved (less what is pushed past the surface's edge).
///
/// The four channels of a pixel are blurred together as one `SIMD4<Float>` (alpha, red, green,
/// blue), with the same operations in the same order for each channel, so vector units do the
/// four at once. Rows are blurred in place; the columns are blurred as rows of a transposed copy,
/// made in small tiles so both reads and writes stay in cache.
enum GaussianBlur {
    /// A pixel's four channels: alpha, red, green, blue.
    typealias Channels = SIMD4<Float>

    /// The side of the square tiles the transposition copies, in pixels.
    static let tile = 16

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

        let kernel = Kernel(sigma: sigma)
        var pixels = [Channels](repeating: .zero, count: w * h)
        var columns = [Channels](repeating: .zero, count: w * h)
        var scratch = [Channels](repeating: .zero, count: max(w, h))
        pixels.withUnsafeMutableBufferPointer { pixels in
            columns.withUnsafeMutableBufferPointer { columns in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    guard let pixels = pixels.baseAddress, let columns = columns.baseAddress,
                          let scratch = scratch.baseAddress else { return }
                    for y in 0..<h {
                        let row = region.base + (y + y0) * region.stride + x0
                        for x in 0..<w {
                            let p = row[x]
                            pixels[y * w + x] = Channels(Float(p >> 24), Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF))
                        }
                    }
                    for y in 0..<h { kernel.blur(pixels + y * w, count: w, scratch: scratch) }
                    transpose(pixels, width: w, height: h, into: columns)
                    for x in 0..<w { kernel.blur(columns + x * h, count: h, scratch: scratch) }
                    transpose(columns, width: h, height: w, into: pixels)
                    for y in 0..<h {
                        let row = region.base + (y + y0) * region.stride + x0
                        for x in 0..<w {
                            let c = pixels[y * w + x].rounded(.toNearestOrAwayFromZero)
                                .clamped(lowerBound: .zero, upperBound: Channels(repeating: 255))
                            let a = UInt32(c[0])
                            let r = min(a, UInt32(c[1])), g = min(a, UInt32(c[2])), b = min(a, UInt32(c[3]))
                            row[x] = a << 24 | r << 16 | g << 8 | b
                        }
                    }
                }
            }
        }
    }

    /// Copies the `width` × `height` row-major `source` into `destination` as `height` × `width`
    /// (columns become rows), tile by tile.
    private static func transpose(_ source: UnsafePointer<Channels>, width: Int, height: Int,
                                  into destination: UnsafeMutablePointer<Channels>) {
        var ty = 0
        while ty < height {
            let yEnd = min(height, ty + tile)
            var tx = 0
            while tx < width {
                let xEnd = min(width, tx + tile)
                for y in ty..<yEnd {
                    for x in tx..<xEnd { destination[x * height + y] = source[y * width + x] }
                }
                tx = xEnd
            }
            ty = yEnd
        }
    }

    /// How one line is blurred for a standard deviation: three box blurs, or the Gaussian kernel.
    private struct Kernel {
        /// The three boxes' reach to the left and right, for σ ≥ 2.
        let boxes: [(left: Int, right: Int)]
        /// The normalised Gaussian weights from −radius to radius, for σ < 2.
        let weights: [Float]

        init(sigma: Double) {
            if sigma >= 2 {
                let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
                if d % 2 == 1 {
                    let half = (d - 1) / 2
                    boxes = Array(repeating: (half, half), count: 3)
                } else {
                    boxes = [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
                }
                weights = []
            } else {
                let radius = max(1, Int((3 * sigma).rounded(.up)))
                let raw = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
                let total = raw.reduce(0, +)
                weights = raw.map { $0 / total }
                boxes = []
            }
        }

        /// Blurs the `count` pixels at `line` in place; `scratch` holds at least `count`.
        func blur(_ line: UnsafeMutablePointer<Channels>, count n: Int, scratch: UnsafeMutablePointer<Channels>) {
            if weights.isEmpty {
                for (left, right) in boxes { box(line, n, left: left, right: right, out: scratch) }
            } else {
                gaussian(line, n, out: scratch)
            }
        }

        /// A box blur over the window [i − left, i + right], zero outside the line.
        private func box(_ line: UnsafeMutablePointer<Channels>, _ n: Int, left: Int, right: Int,
                         out: UnsafeMutablePointer<Channels>) {
            let size = Channels(repeating: Float(left + right + 1))
            var sum = Channels.zero
            // Running sum of line[i - left ... i + right].
            for j in 0..<min(n, right) { sum += line[j] }
            for i in 0..<n {
                let add = i + right
                if add < n { sum += line[add] }
                let remove = i - left - 1
                if remove >= 0 { sum -= line[remove] }
                out[i] = sum / size
            }
            line.update(from: out, count: n)
        }

        /// A convolution with the Gaussian weights, zero outside the line.
        private func gaussian(_ line: UnsafeMutablePointer<Channels>, _ n: Int, out: UnsafeMutablePointer<Channels>) {
            let radius = weights.count / 2
            weights.withUnsafeBufferPointer { weights in
                for i in 0..<n {
                    var s = Channels.zero
                    for k in -radius...radius {
                        let j = i + k
                        if j >= 0 && j < n { s += line[j] * Channels(repeating: weights[k + radius]) }
                    }
                    out[i] = s
                }
            }
            line.update(from: out, count: n)
        }
    }
}
