import Foundation

/// A blurred, tinted background, as SwiftUI's `Material`: `.background(.ultraThinMaterial)` blurs
/// what lies behind the view's frame and tints it with the material's colour for the colour
/// scheme. Thinner materials let more through. Apple publishes the materials' order, not their
/// numbers; the tints and blur radii here are Reel's, chosen to look like iOS 17's (docs/AppShell.md).
public struct Material: ShapeStyle, Hashable, Sendable {
    /// The material's thickness, 0 (ultra thin) to 4 (ultra thick); 5 is the bars' material.
    let thickness: Int
    /// The colour scheme the material's tint is fixed for, once resolved (nil: the environment's).
    var scheme: ColorScheme? = nil

    /// The lightest material.
    public static let ultraThinMaterial = Material(thickness: 0)
    /// A light material.
    public static let thinMaterial = Material(thickness: 1)
    /// The standard material.
    public static let regularMaterial = Material(thickness: 2)
    /// A heavy material.
    public static let thickMaterial = Material(thickness: 3)
    /// The heaviest material.
    public static let ultraThickMaterial = Material(thickness: 4)
    /// The material of navigation, tab and tool bars.
    public static let bar = Material(thickness: 5)

    /// The tint drawn over the blurred backdrop, in light and dark.
    public var tint: Color {
        switch thickness {
        case 0: return Color(light: Color(hex: 0xFFFFFF, opacity: 0.45), dark: Color(hex: 0x1C1C1E, opacity: 0.45))
        case 1: return Color(light: Color(hex: 0xFFFFFF, opacity: 0.6), dark: Color(hex: 0x1C1C1E, opacity: 0.6))
        case 2: return Color(light: Color(hex: 0xFFFFFF, opacity: 0.72), dark: Color(hex: 0x1C1C1E, opacity: 0.72))
        case 3: return Color(light: Color(hex: 0xFFFFFF, opacity: 0.85), dark: Color(hex: 0x1C1C1E, opacity: 0.85))
        case 4: return Color(light: Color(hex: 0xFFFFFF, opacity: 0.93), dark: Color(hex: 0x1C1C1E, opacity: 0.93))
        default: return Color(light: Color(hex: 0xF9F9F9, opacity: 0.94), dark: Color(hex: 0x1D1D1D, opacity: 0.94))
        }
    }

    /// The blur radius of the backdrop, in points (Reel's blur radius: σ = radius / 2).
    public var blurRadius: CGFloat { thickness == 0 ? 20 : 30 }

    /// The tint's paint (what is drawn over the blurred backdrop).
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let fixed = scheme.map { tint.resolved(for: $0) } ?? tint.resolved(in: environment)
        return fixed.resolvePaint(in: bounds, environment: environment)
    }
}

extension Material: ColorSchemeResolving {
    /// A material's tint has a dark variant.
    package var hasDynamicColors: Bool { scheme == nil }
    /// The material with its tint fixed for `scheme`.
    package func resolvingColors(for scheme: ColorScheme) -> Material {
        var copy = self
        copy.scheme = scheme
        return copy
    }
}

extension ShapeStyle where Self == Material {
    /// The lightest material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A light material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// The standard material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A heavy material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The heaviest material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The bars' material.
    public static var bar: Material { Material.bar }
}
