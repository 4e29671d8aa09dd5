import Foundation

/// A colour as linear-light, premultiplied red, green, blue and alpha: the space colours animate in.
///
/// Interpolating gamma-encoded sRGB darkens midpoints (red to green passes through a muddy brown),
/// and interpolating unpremultiplied components makes a fade to `.clear` drift towards black. Light
/// adds linearly and coverage scales it, so Reel interpolates linear, premultiplied components, as
/// SwiftUI does with `Color.Resolved` in linear space and as CSS Color 4 recommends
/// (premultiplied interpolation).
public struct LinearRGBA: VectorArithmetic, Hashable, Sendable {
    /// Linear red, multiplied by alpha.
    public var red: Double
    /// Linear green, multiplied by alpha.
    public var green: Double
    /// Linear blue, multiplied by alpha.
    public var blue: Double
    /// The opacity.
    public var alpha: Double

    /// A vector from premultiplied linear components.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// The vector of a colour.
    public init(_ color: Color) {
        let a = color.alpha
        self.init(red: LinearRGBA.linear(fromSRGB: color.red) * a,
                  green: LinearRGBA.linear(fromSRGB: color.green) * a,
                  blue: LinearRGBA.linear(fromSRGB: color.blue) * a,
                  alpha: a)
    }

    /// The colour this vector stands for. Where alpha is zero the colour is transparent black,
    /// since premultiplied components carry no hue there.
    public var color: Color {
        guard alpha != 0 else { return Color(red: 0, green: 0, blue: 0, opacity: 0) }
        return Color(red: LinearRGBA.sRGB(fromLinear: red / alpha),
                     green: LinearRGBA.sRGB(fromLinear: green / alpha),
                     blue: LinearRGBA.sRGB(fromLinear: blue / alpha),
                     opacity: alpha)
    }

    /// The sRGB decoding function (IEC 61966-2-1), extended to negative values by symmetry.
    public static func linear(fromSRGB c: Double) -> Double {
        let m = abs(c)
        let l = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return c < 0 ? -l : l
    }

    /// The sRGB encoding function (IEC 61966-2-1), extended to negative values by symmetry.
    public static func sRGB(fromLinear l: Double) -> Double {
        let m = abs(l)
        let c = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
        return l < 0 ? -c : c
    }

    /// Transparent black.
    @inlinable
    public static var zero: LinearRGBA { LinearRGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    /// Component-wise sum.
    @inlinable
    public static func + (lhs: LinearRGBA, rhs: LinearRGBA) -> LinearRGBA {
        LinearRGBA(red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
                   alpha: lhs.alpha + rhs.alpha)
    }
    /// Component-wise difference.
    @inlinable
    public static func - (lhs: LinearRGBA, rhs: LinearRGBA) -> LinearRGBA {
        LinearRGBA(red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
                   alpha: lhs.alpha - rhs.alpha)
    }
    /// Multiplies every component by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        red *= rhs; green *= rhs; blue *= rhs; alpha *= rhs
    }
    /// The sum of the squared components.
    @inlinable
    public var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }
}
