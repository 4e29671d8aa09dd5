import Foundation

extension Color {
    /// The RGB colour spaces a colour's components may be given in, as SwiftUI's
    /// `Color.RGBColorSpace`. Reel draws in sRGB: components in another space are converted when
    /// the colour is made (see `init(_:red:green:blue:opacity:)`).
    public enum RGBColorSpace: String, Hashable, Sendable, CaseIterable {
        /// sRGB, gamma-encoded (IEC 61966-2-1): Reel's own space.
        case sRGB
        /// sRGB primaries with linear (not gamma-encoded) components.
        case sRGBLinear
        /// Display P3: the DCI-P3 primaries with the D65 white point and the sRGB transfer
        /// function, as Apple's displays and asset catalogues use it.
        case displayP3
    }

    /// A colour from components in `colorSpace`, converted to Reel's gamma-encoded sRGB.
    ///
    /// Display P3 components are decoded with the sRGB transfer function, taken to linear sRGB
    /// by the matrix that maps P3's primaries to sRGB's through CIE XYZ (both with the D65 white
    /// point; `displayP3ToSRGB`), and encoded with the sRGB transfer function. Colours outside
    /// sRGB's gamut give components below 0 or above 1: they are kept (extended sRGB, as Apple's
    /// extended colour spaces keep them) and clamped only when drawn. The transfer function is
    /// extended to negative values by symmetry, as Apple's extended sRGB does.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Color.sRGB(colorSpace, red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A grey of `white` in `colorSpace` (gamma-encoded for sRGB and Display P3, linear for
    /// `sRGBLinear`).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Gamma-encoded sRGB components of a colour given in `space`.
    static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encodeSRGB(r), encodeSRGB(g), encodeSRGB(b))
        case .displayP3:
            let linear = [decodeSRGB(r), decodeSRGB(g), decodeSRGB(b)]
            let m = displayP3ToSRGB
            func row(_ i: Int) -> Double { m[i][0] * linear[0] + m[i][1] * linear[1] + m[i][2] * linear[2] }
            return (encodeSRGB(row(0)), encodeSRGB(row(1)), encodeSRGB(row(2)))
        }
    }

    /// The sRGB transfer function's inverse: a gamma-encoded component to a linear one (IEC
    /// 61966-2-1), extended to negative values by symmetry.
    static func decodeSRGB(_ c: Double) -> Double {
        let a = abs(c)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    /// The sRGB transfer function: a linear component to a gamma-encoded one, extended to
    /// negative values by symmetry.
    static func encodeSRGB(_ c: Double) -> Double {
        let a = abs(c)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return c < 0 ? -encoded : encoded
    }

    /// The matrix from linear Display P3 to linear sRGB: sRGB's XYZ-to-RGB matrix times P3's
    /// RGB-to-XYZ matrix, each made from its primaries' chromaticities and the D65 white point
    /// (P3: red 0.680, 0.320; green 0.265, 0.690; blue 0.150, 0.060. sRGB: red 0.640, 0.330;
    /// green 0.300, 0.600; blue 0.150, 0.060. D65: 0.3127, 0.3290). Its first row is about
    /// (1.2249, -0.2247, 0).
    static let displayP3ToSRGB: [[Double]] = {
        let white = (x: 0.3127, y: 0.3290)
        let p3 = rgbToXYZ(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: white)
        let srgb = rgbToXYZ(red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060), white: white)
        return multiply(invert(srgb), p3)
    }()

    /// The RGB-to-XYZ matrix of a space with the given primaries and white point (the standard
    /// construction: the primaries' XYZ columns scaled so that RGB 1, 1, 1 is the white of Y 1).
    private static func rgbToXYZ(red: (Double, Double), green: (Double, Double), blue: (Double, Double),
                                 white: (x: Double, y: Double)) -> [[Double]] {
        func xyz(_ c: (Double, Double)) -> [Double] { [c.0 / c.1, 1, (1 - c.0 - c.1) / c.1] }
        let columns = [xyz(red), xyz(green), xyz(blue)]
        let primaries = (0..<3).map { i in columns.map { $0[i] } }
        let w = xyz((white.x, white.y))
        let inverse = invert(primaries)
        let s = (0..<3).map { i in inverse[i][0] * w[0] + inverse[i][1] * w[1] + inverse[i][2] * w[2] }
        return primaries.map { row in (0..<3).map { row[$0] * s[$0] } }
    }

    /// The product of two 3 x 3 matrices.
    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    /// The inverse of an invertible 3 x 3 matrix (by cofactors).
    private static func invert(_ m: [[Double]]) -> [[Double]] {
        let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
        let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
        let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
        let determinant = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
        let adjugate = [
            [c00, m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
            [c01, m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
            [c02, m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
        ]
        return adjugate.map { $0.map { $0 / determinant } }
    }
}
