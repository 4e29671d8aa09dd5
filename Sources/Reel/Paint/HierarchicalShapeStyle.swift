import Foundation

/// A level of the current foreground style, as SwiftUI's `HierarchicalShapeStyle`: `.primary`,
/// `.secondary`, `.tertiary`, `.quaternary`, `.quinary`.
///
/// A level is taken from the environment where the style is used, or where a `foregroundStyle`
/// modifier sets it (relative to the style around that modifier, as in SwiftUI):
/// - levels set with `foregroundStyle(_:_:)` or `foregroundStyle(_:_:_:)` are those styles;
/// - with the default foreground style (the label colour), the levels are iOS's label colours:
///   `label`, `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`, and for the fifth level the
///   label colour at 10%;
/// - with any other foreground style, the levels are that style at the opacities of the label
///   family's light values: 100%, 60%, 30%, 18% and 10% (Reel's rule; SwiftUI does not publish
///   its derivation).
public struct HierarchicalShapeStyle: ShapeStyle, RelativeShapeStyle, Hashable, Sendable {
    /// 0 for primary, 1 for secondary, … 4 for quinary.
    public let level: Int

    /// The first level: the foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacities a foreground style other than the default takes at each level.
    public static let levelOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    /// Stands for a level of the foreground style.
    package var relative: RelativeStyle { .level(level) }

    /// The paint of this level of the environment's foreground style.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        environment.foregroundStyle(level: level).resolvePaint(in: bounds, environment: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension EnvironmentValues {
    /// The label colours iOS gives the levels of the default foreground style.
    static let labelLevels: [Color] = [
        UIColor.label.color, UIColor.secondaryLabel.color, UIColor.tertiaryLabel.color, UIColor.quaternaryLabel.color,
        UIColor.label.color.opacity(0.1),
    ]

    /// Level `level` of the foreground style (0 is the style itself), never a relative style.
    package func foregroundStyle(level: Int) -> AnyShapeStyle {
        let level = max(0, min(4, level))
        if level == 0 { return foregroundStyle }
        if level - 1 < foregroundLevels.count { return foregroundLevels[level - 1] }
        if foregroundStyle.color == Color.primary { return AnyShapeStyle(EnvironmentValues.labelLevels[level]) }
        return foregroundStyle.opacity(HierarchicalShapeStyle.levelOpacities[level])
    }
}

extension View {
    /// The primary and secondary levels of the foreground style inside this view.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> _EnvironmentModifiedView<Self> {
        let styles = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]
        return environmentUpdate { $0.setForegroundLevels(styles) }
    }
    /// The primary, secondary and tertiary levels of the foreground style inside this view.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                _ tertiary: S3) -> _EnvironmentModifiedView<Self> {
        let styles = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        return environmentUpdate { $0.setForegroundLevels(styles) }
    }
}

extension EnvironmentValues {
    /// Sets the foreground style's levels from the first: each relative style among them taken
    /// from the levels around (as SwiftUI resolves a `foregroundStyle` modifier's styles).
    package mutating func setForegroundLevels(_ styles: [AnyShapeStyle]) {
        let around = self
        let substituted = styles.map { $0.substitutingRelativeStyles(in: around) }
        foregroundStyle = substituted[0]
        foregroundLevels = Array(substituted.dropFirst())
    }
}
