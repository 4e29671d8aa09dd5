import Foundation

/// A 4 × 5 matrix applied to each pixel's straight (unpremultiplied) red, green, blue and alpha,
/// each 0...1, with a constant column, as SVG's `feColorMatrix`; results are clamped to 0...1.
public struct ColorMatrix: Hashable, Sendable {
    /// Row-major entries: four rows (R, G, B, A) of five (r, g, b, a, 1).
    public var entries: [Double]

    /// A matrix from 20 row-major entries.
    public init(_ entries: [Double]) {
        precondition(entries.count == 20, "a ColorMatrix has 20 entries")
        self.entries = entries
    }

    /// The identity.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// Adds `amount` to red, green and blue.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }
    /// Scales red, green and blue away from (factor > 1) or toward (< 1) middle grey.
    public static func contrast(_ factor: Double) -> ColorMatrix {
        let t = 0.5 * (1 - factor)
        return ColorMatrix([factor, 0, 0, 0, t, 0, factor, 0, 0, t, 0, 0, factor, 0, t, 0, 0, 0, 1, 0])
    }
    /// Mixes each colour with its luminance (SVG's `saturate`): 0 is grey, 1 unchanged.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                     0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                     0, 0, 0, 1, 0])
    }
    /// Turns hues by `angle` (SVG's `hueRotate`).
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0])
    }
    /// Multiplies each channel by `color`'s.
    public static func multiply(_ color: Color) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0])
    }

    /// The matrix applied to straight RGBA components.
    public func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
        let m = entries
        func row(_ i: Int) -> Double {
            min(1, max(0, m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4]))
        }
        return (row(0), row(5), row(10), row(15))
    }
}

extension View {
    /// Adds `amount` to each colour channel (−1 black … 1 white).
    public func brightness(_ amount: Double) -> _ModifiedView<Self> {
        modified(.colorAdjustment(.brightness(amount)))
    }
    /// Scales colours away from middle grey by `amount` (1 unchanged, 0 grey).
    public func contrast(_ amount: Double) -> _ModifiedView<Self> {
        modified(.colorAdjustment(.contrast(amount)))
    }
    /// Scales saturation by `amount` (0 grey, 1 unchanged).
    public func saturation(_ amount: Double) -> _ModifiedView<Self> {
        modified(.colorAdjustment(.saturation(amount)))
    }
    /// Removes `amount` of the colour (1 fully grey).
    public func grayscale(_ amount: Double) -> _ModifiedView<Self> {
        modified(.colorAdjustment(.grayscale(amount)))
    }
    /// Turns every hue by `angle`.
    public func hueRotation(_ angle: Angle) -> _ModifiedView<Self> {
        modified(.colorAdjustment(.hueRotation(angle)))
    }
    /// Multiplies every pixel by `color`.
    public func colorMultiply(_ color: Color) -> _ModifiedView<Self> {
        modified(.colorAdjustment(.colorMultiply(color)))
    }
}

/// One of the colour adjustments with its parameter: the parameter is what animates (a hue
/// rotation turns through the angles between, rather than blending two matrices).
package enum ColorAdjustment {
    /// `brightness(_:)`.
    case brightness(Double)
    /// `contrast(_:)`.
    case contrast(Double)
    /// `saturation(_:)`.
    case saturation(Double)
    /// `grayscale(_:)`.
    case grayscale(Double)
    /// `hueRotation(_:)`.
    case hueRotation(Angle)
    /// `colorMultiply(_:)`.
    case colorMultiply(Color)

    /// The modifier's name.
    var name: String {
        switch self {
        case .brightness: return "brightness"
        case .contrast: return "contrast"
        case .saturation: return "saturation"
        case .grayscale: return "grayscale"
        case .hueRotation: return "hueRotation"
        case .colorMultiply: return "colorMultiply"
        }
    }

    /// The matrix applied to each pixel.
    var matrix: ColorMatrix {
        switch self {
        case .brightness(let amount): return .brightness(amount)
        case .contrast(let amount): return .contrast(amount)
        case .saturation(let amount): return .saturation(amount)
        case .grayscale(let amount): return .saturation(1 - amount)
        case .hueRotation(let angle): return .hueRotation(angle)
        case .colorMultiply(let color): return .multiply(color)
        }
    }
}
