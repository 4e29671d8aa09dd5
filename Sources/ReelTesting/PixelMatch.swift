import Reel

/// Perceptual comparison of two frames of the same size: which pixels differ visibly, which of
/// those only differ because an anti-aliased edge moved, and a diff image showing both.
///
/// The method is the one the `pixelmatch` library published (version 7), so that counts agree
/// with the tools teams already use: the colour distance of two pixels is measured in the YIQ
/// space of NTSC television (Y: brightness, I and Q: colour), weighted by how sensitive the eye is
/// to each (Kotsarenko and Ramos, "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications", 2010). A pixel whose distance exceeds the
/// threshold is then tested for anti-aliasing (Vyšniauskas, "Anti-aliased pixel and intensity slope
/// detector", 2009): an edge pixel lies between a darker and a brighter neighbour, each of which is
/// inside a flat area in both images. Such pixels are drawn yellow and not counted.
///
/// Frames are premultiplied; the colour math runs on straight 8-bit components, unpremultiplied
/// with the PNG writer's rounding, which are exactly what a PNG of the frame stores. So a count
/// here equals pixelmatch's count on the two PNG files. Pixels are first compared as whole 32-bit
/// words, which for premultiplied pixels treats every fully transparent pixel as equal.
///
/// The diff image is pixelmatch's: pixels that match are the expected image in grey, faded
/// towards white (`fadedExpectedOpacity`); differences are red, anti-aliasing yellow.
public struct PixelMatch: Sendable {
    /// The largest squared YIQ distance there is, between black and white; thresholds are a
    /// fraction of its square root, so 0.1 allows a tenth of the whole scale.
    public static let maximumYIQDistance = 35215.0
    /// The threshold pixelmatch uses unless told otherwise.
    public static let defaultThreshold = 0.1

    /// Y (luma) of an sRGB colour: NTSC's weights, as pixelmatch writes them.
    static let yWeights = (r: 0.29889531, g: 0.58662247, b: 0.11448223)
    /// I (orange–blue chroma).
    static let iWeights = (r: 0.59597799, g: -0.27417610, b: -0.32180189)
    /// Q (purple–green chroma).
    static let qWeights = (r: 0.21147017, g: -0.52261711, b: 0.31114694)
    /// How much each YIQ axis counts in the distance (the eye is most sensitive to brightness).
    static let distanceWeights = (y: 0.5053, i: 0.299, q: 0.1957)
    /// The two levels of the background a translucent pixel is composited on before measuring:
    /// each channel alternates between them with the pixel's position, in a pattern with no
    /// period (golden-ratio strides), so a change of alpha shows whatever the colour.
    static let backgroundLevels = (dark: 48, step: 159)
    /// The golden ratio and its square, the strides of the green and blue background patterns.
    static let goldenRatio = 1.618033988749895, goldenRatioSquared = 2.618033988749895
    /// The opacity of the grey expected image under the diff marks.
    public static let fadedExpectedOpacity = 0.1
    /// Where a difference is marked: opaque red.
    public static let differenceColor: UInt32 = 0xFFFF_0000
    /// Where anti-aliasing is marked: opaque yellow.
    public static let antialiasingColor: UInt32 = 0xFFFF_FF00

    /// The fraction of the largest YIQ distance (0 to 1) two pixels may differ by and still match.
    public var threshold: Double
    /// Whether differences at anti-aliased edges are recognised and not counted.
    public var detectsAntialiasing: Bool
    /// Pixels whose straight red, green, blue and alpha each differ by at most this many levels
    /// (0–255) match without measuring; it absorbs the rounding drift between Cairo or pixman
    /// versions. 0 leaves every decision to the YIQ distance, as pixelmatch does.
    public var channelTolerance: Int

    /// A comparison with pixelmatch's defaults: threshold 0.1, anti-aliasing detected, no tolerance.
    public init(threshold: Double = PixelMatch.defaultThreshold, detectsAntialiasing: Bool = true, channelTolerance: Int = 0) {
        self.threshold = threshold
        self.detectsAntialiasing = detectsAntialiasing
        self.channelTolerance = channelTolerance
    }

    /// What a comparison found.
    public struct Result: Hashable, Sendable {
        /// Pixels that differ beyond the threshold and are not anti-aliasing.
        public var differentPixels: Int
        /// Pixels beyond the threshold recognised as anti-aliasing (not counted as different).
        public var antialiasedPixels: Int
        /// The smallest rectangle holding every different pixel; nil when there is none.
        public var changedBounds: PixelBounds?
        /// The diff image, when asked for.
        public var diff: RasterImage?
    }

    /// Compares `actual` with `expected` (same size) and, with `drawsDiff`, draws the diff image.
    public func compare(expected: RasterImage, actual: RasterImage, drawsDiff: Bool = true) -> Result {
        precondition(expected.width == actual.width && expected.height == actual.height, "PixelMatch compares images of one size")
        var result = Result(differentPixels: 0, antialiasedPixels: 0, changedBounds: nil, diff: nil)
        let count = expected.width * expected.height
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                if drawsDiff {
                    // Every pixel of the diff image is written below, so it starts uninitialised.
                    let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialised in
                        result = compare(a, b, width: expected.width, height: expected.height, into: buffer.baseAddress)
                        initialised = count
                    }
                    result.diff = RasterImage(width: expected.width, height: expected.height, pixels: pixels)
                } else {
                    result = compare(a, b, width: expected.width, height: expected.height, into: nil)
                }
            }
        }
        return result
    }

    /// The comparison itself, drawing into `out` when given.
    private func compare(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, width: Int, height: Int,
                         into out: UnsafeMutablePointer<UInt32>?) -> Result {
        let maxDelta = PixelMatch.maximumYIQDistance * threshold * threshold
        var different = 0, antialiased = 0
        var minX = width, minY = height, maxX = -1, maxY = -1
        // Matching pixels come in runs of one colour; their grey is computed once a run.
        var lastMatching: UInt32 = 0, lastGray = PixelMatch.fadedGray(0)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let pa = a[i], pb = b[i]
                var delta = 0.0
                if pa != pb, !withinTolerance(pa, pb), !PixelMatch.surelyWithin(pa, pb, maxDelta) {
                    delta = PixelMatch.colorDelta(pa, pb, position: i)
                }
                if abs(delta) > maxDelta {
                    if detectsAntialiasing,
                       PixelMatch.antialiased(a, x, y, width, height, other: b) || PixelMatch.antialiased(b, x, y, width, height, other: a) {
                        antialiased += 1
                        out?[i] = PixelMatch.antialiasingColor
                    } else {
                        different += 1
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                        out?[i] = PixelMatch.differenceColor
                    }
                } else if let out {
                    if pa != lastMatching {
                        lastMatching = pa
                        lastGray = PixelMatch.fadedGray(pa)
                    }
                    out[i] = lastGray
                }
            }
        }
        let bounds = maxX >= 0 ? PixelBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : nil
        return Result(differentPixels: different, antialiasedPixels: antialiased, changedBounds: bounds, diff: nil)
    }

    /// Whether every straight channel of the two pixels differs by at most `channelTolerance`.
    @inline(__always)
    private func withinTolerance(_ p: UInt32, _ q: UInt32) -> Bool {
        guard channelTolerance > 0 else { return false }
        let s = PixelMatch.straight(p), t = PixelMatch.straight(q)
        return abs(s.r - t.r) <= channelTolerance && abs(s.g - t.g) <= channelTolerance
            && abs(s.b - t.b) <= channelTolerance && abs(s.a - t.a) <= channelTolerance
    }

    // MARK: The colour distance

    /// Straight 8-bit components of a premultiplied pixel.
    @inline(__always)
    static func straight(_ p: UInt32) -> (r: Int, g: Int, b: Int, a: Int) {
        if p >= 0xFF00_0000 { return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF), 255) }
        let s = RasterImage.unpremultiply(p)
        return (Int(s.r), Int(s.g), Int(s.b), Int(s.a))
    }

    /// The component differences of two pixels, the second subtracted from the first. When either
    /// is translucent both are first composited on the background pattern at byte offset
    /// `4 · position` (one channel level per position, as pixelmatch indexes its RGBA bytes).
    @inline(__always)
    static func channelDeltas(_ p: UInt32, _ q: UInt32, position: Int) -> (r: Double, g: Double, b: Double) {
        if p >= 0xFF00_0000 && q >= 0xFF00_0000 {
            return (Double(Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF)),
                    Double(Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF)),
                    Double(Int(p & 0xFF) - Int(q & 0xFF)))
        }
        let s = straight(p), t = straight(q)
        if s.a == 255 && t.a == 255 { return (Double(s.r - t.r), Double(s.g - t.g), Double(s.b - t.b)) }
        let k = 4 * position
        let dark = backgroundLevels.dark, step = backgroundLevels.step
        let rb = dark + step * (k % 2)
        let gb = dark + step * (Int(Double(k) / goldenRatio) % 2)
        let bb = dark + step * (Int(Double(k) / goldenRatioSquared) % 2)
        let da = s.a - t.a
        return (Double(s.r * s.a - t.r * t.a - rb * da) / 255,
                Double(s.g * s.a - t.g * t.a - gb * da) / 255,
                Double(s.b * s.a - t.b * t.a - bb * da) / 255)
    }

    /// The squared, weighted YIQ distance between two different pixels; negative when the second
    /// (the actual frame's) is darker.
    @inline(__always)
    static func colorDelta(_ p: UInt32, _ q: UInt32, position: Int) -> Double {
        let d = channelDeltas(p, q, position: position)
        let y = d.r * yWeights.r + d.g * yWeights.g + d.b * yWeights.b
        let i = d.r * iWeights.r + d.g * iWeights.g + d.b * iWeights.b
        let q = d.r * qWeights.r + d.g * qWeights.g + d.b * qWeights.b
        let delta = distanceWeights.y * y * y + distanceWeights.i * i * i + distanceWeights.q * q * q
        return y > 0 ? -delta : delta
    }

    /// The largest YIQ distance per squared level of RGB difference: the largest eigenvalue of
    /// the distance's quadratic form (0.25608…), rounded up. For opaque pixels the distance is at
    /// most this times dr² + dg² + db².
    static let distanceBound = 0.2561

    /// Whether two opaque pixels are certainly within `maxDelta` of each other, judged from their
    /// integer channel differences alone (most differing pixels of a frame differ by a level or
    /// two); false when unsure, so the distance is measured.
    @inline(__always)
    static func surelyWithin(_ p: UInt32, _ q: UInt32, _ maxDelta: Double) -> Bool {
        guard p >= 0xFF00_0000 && q >= 0xFF00_0000 else { return false }
        let dr = Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF)
        let dg = Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF)
        let db = Int(p & 0xFF) - Int(q & 0xFF)
        return Double(dr * dr + dg * dg + db * db) * distanceBound < maxDelta
    }

    /// Y of an opaque pixel in units of 10⁻⁸, exactly: the weights have eight decimals. Differences
    /// of these are the brightness differences pixelmatch computes in floating point, in the same
    /// order (no two different colours of 8-bit channels have equal exact differences, so every
    /// comparison decides as the floating-point one does), at a fraction of the cost.
    @inline(__always)
    static func exactLuma(_ p: UInt32) -> Int {
        Int((p >> 16) & 0xFF) &* 29_889_531 &+ Int((p >> 8) & 0xFF) &* 58_662_247 &+ Int(p & 0xFF) &* 11_448_223
    }

    /// The brightness (Y) difference of pixel `p` over pixel `q`, measured at `p`'s position.
    @inline(__always)
    static func brightnessDelta(_ p: UInt32, _ q: UInt32, position: Int) -> Double {
        if p == q { return 0 }
        let d = channelDeltas(p, q, position: position)
        return d.r * yWeights.r + d.g * yWeights.g + d.b * yWeights.b
    }

    // MARK: Anti-aliasing

    /// The darkest and the brightest of the neighbours in `x0...x2` × `y0...y2` other than
    /// (`x1`, `y1`), by `delta` (the centre's brightness less the neighbour's), visited column by
    /// column, the first of equal extremes kept; nil when more than two neighbours (with
    /// `zeroes` counted before) share the centre's brightness, or none is darker or none brighter.
    @inline(__always)
    static func neighbourExtremes<Delta: Comparable & AdditiveArithmetic>(
        _ x0: Int, _ y0: Int, _ x2: Int, _ y2: Int, skipping x1: Int, _ y1: Int, zeroes: Int,
        delta: (Int, Int) -> Delta
    ) -> (darkest: (x: Int, y: Int), brightest: (x: Int, y: Int))? {
        var zeroes = zeroes
        var darkest = Delta.zero, brightest = Delta.zero
        var darkestAt = (x: 0, y: 0), brightestAt = (x: 0, y: 0)
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let d = delta(x, y)
                if d == .zero {
                    zeroes += 1
                    if zeroes > 2 { return nil }
                } else if d < darkest {
                    darkest = d
                    darkestAt = (x, y)
                } else if d > brightest {
                    brightest = d
                    brightestAt = (x, y)
                }
            }
        }
        if darkest == .zero || brightest == .zero { return nil }
        return (darkestAt, brightestAt)
    }

    /// Whether the pixel at (`x1`, `y1`) of `image` looks like an anti-aliased edge: at most two of
    /// its eight neighbours share its brightness (the image border counts as one), it has both a
    /// darker and a brighter neighbour, and the darkest or the brightest of them lies in a flat
    /// area (three or more identical neighbours) in `image` and in `other` alike. Neighbours are
    /// visited column by column, and the first of equal extremes is kept.
    static func antialiased(_ image: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                            other: UnsafeBufferPointer<UInt32>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = y1 * width + x1
        let value = image[center]
        let zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        // Identical neighbours have no brightness difference: three of them (with the border)
        // settle the answer before any colour is measured. Note whether all are opaque.
        var identical = zeroes &- 1   // the centre matches itself below
        var alphas: UInt32 = 0xFF00_0000
        for y in y0...y2 {
            let row = y &* width
            for x in x0...x2 {
                let p = image[row &+ x]
                identical &+= p == value ? 1 : 0
                alphas &= p
            }
        }
        if identical > 2 { return false }
        let allOpaque = alphas == 0xFF00_0000
        // Opaque neighbourhoods are measured with exact integer brightness (see `exactLuma`): the
        // same decisions, in the same order, as the floating-point distance.
        let extremes: (darkest: (x: Int, y: Int), brightest: (x: Int, y: Int))?
        if allOpaque {
            let luma = exactLuma(value)
            extremes = neighbourExtremes(x0, y0, x2, y2, skipping: x1, y1, zeroes: zeroes) { x, y in
                luma &- exactLuma(image[y &* width &+ x])
            }
        } else {
            extremes = neighbourExtremes(x0, y0, x2, y2, skipping: x1, y1, zeroes: zeroes) { x, y in
                brightnessDelta(value, image[y * width + x], position: center)
            }
        }
        guard let (darkestAt, brightestAt) = extremes else { return false }
        return (hasManySiblings(image, darkestAt.x, darkestAt.y, width, height)
                && hasManySiblings(other, darkestAt.x, darkestAt.y, width, height))
            || (hasManySiblings(image, brightestAt.x, brightestAt.y, width, height)
                && hasManySiblings(other, brightestAt.x, brightestAt.y, width, height))
    }

    /// Whether three or more of the pixel's eight neighbours are identical to it (the image
    /// border counts as one).
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                zeroes &+= image[y &* width &+ x] == value ? 1 : 0
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    // MARK: The diff image

    /// A matching pixel in the diff image: the expected pixel's brightness, faded towards white
    /// by `fadedExpectedOpacity` times its alpha, truncated to a level as pixelmatch stores it
    /// (for opaque pixels computed exactly, which can be a level above pixelmatch's rounding).
    static func fadedGray(_ p: UInt32) -> UInt32 {
        let level: UInt32
        if p >= 0xFF00_0000 {
            // 255 + (Y - 255) · 0.1 = 229.5 + Y / 10, with Y exact in units of 10⁻⁸ (`exactLuma`);
            // floating point can land a level lower where the exact value is a whole number.
            level = UInt32((229_500_000_000 + exactLuma(p)) / 1_000_000_000)
        } else {
            let s = straight(p)
            let luma = Double(s.r) * yWeights.r + Double(s.g) * yWeights.g + Double(s.b) * yWeights.b
            level = UInt32(255 + (luma - 255) * fadedExpectedOpacity * Double(s.a) / 255)
        }
        return 0xFF00_0000 | level << 16 | level << 8 | level
    }
}

/// A rectangle of pixels, both corners included.
public struct PixelBounds: Hashable, Sendable, CustomStringConvertible {
    /// The left column.
    public var minX: Int
    /// The top row.
    public var minY: Int
    /// The right column.
    public var maxX: Int
    /// The bottom row.
    public var maxY: Int

    /// A rectangle from (`minX`, `minY`) to (`maxX`, `maxY`), inclusive.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Width in pixels.
    public var width: Int { maxX - minX + 1 }
    /// Height in pixels.
    public var height: Int { maxY - minY + 1 }
    /// `x 12–40, y 3–9 (29 × 7 px)`.
    public var description: String { "x \(minX)–\(maxX), y \(minY)–\(maxY) (\(width) × \(height) px)" }
}
