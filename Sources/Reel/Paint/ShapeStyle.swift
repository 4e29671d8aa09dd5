import Foundation

/// Something that can paint a shape or text: a colour, a gradient, or the environment's
/// foreground style.
public protocol ShapeStyle {
    /// The paint for a view whose frame is `bounds` (in the scene's layout space), in `environment`.
    func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint
}

/// A type-erased shape style.
///
/// Its parts are kept in one shared object, so the style is one reference wide: environments
/// (which hold several styles) and the nodes that keep them stay small.
public struct AnyShapeStyle: ShapeStyle {
    private final class Storage {
        let resolver: (CGRect, EnvironmentValues) -> Paint
        let color: Color?
        let animatable: AnimatableStyle?
        let relative: RelativeStyle?
        let hasDynamicColors: Bool
        let fixingColors: ((ColorScheme) -> AnyShapeStyle)?
        var material: Material?
        init(resolver: @escaping (CGRect, EnvironmentValues) -> Paint, color: Color?, animatable: AnimatableStyle?,
             relative: RelativeStyle?, hasDynamicColors: Bool, fixingColors: ((ColorScheme) -> AnyShapeStyle)?) {
            self.resolver = resolver
            self.color = color
            self.animatable = animatable
            self.relative = relative
            self.hasDynamicColors = hasDynamicColors
            self.fixingColors = fixingColors
        }
    }
    private let storage: Storage

    /// The colour, when the wrapped style is one (so the engine can animate it).
    public var color: Color? { storage.color }
    /// The style's animatable data, when it is an animatable style other than a colour (a
    /// gradient), so the engine can animate it.
    package var animatable: AnimatableStyle? { storage.animatable }
    /// What the wrapped style stands for when it is relative to the environment (the foreground
    /// style, one of its levels, the tint); nil for a style that paints by itself.
    package var relative: RelativeStyle? { storage.relative }
    /// Whether the wrapped style holds a colour with a dark variant.
    package var hasDynamicColors: Bool { storage.hasDynamicColors }
    /// The material, when the wrapped style is one (drawn over a blurred backdrop).
    package var material: Material? { storage.material }

    /// A type-erased copy of `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let any = style as? AnyShapeStyle { self = any; return }
        var fixing: ((ColorScheme) -> AnyShapeStyle)? = nil
        if let resolving = style as? any ColorSchemeResolving, resolving.hasDynamicColors {
            fixing = { AnyShapeStyle.erase(resolving.resolvingColors(for: $0)) }
        }
        storage = Storage(resolver: { style.resolvePaint(in: $0, environment: $1) }, color: style as? Color,
                          animatable: AnimatableStyle.make(style), relative: (style as? any RelativeShapeStyle)?.relative,
                          hasDynamicColors: fixing != nil, fixingColors: fixing)
        storage.material = style as? Material
    }

    private init(resolver: @escaping (CGRect, EnvironmentValues) -> Paint, color: Color?) {
        storage = Storage(resolver: resolver, color: color, animatable: nil, relative: nil, hasDynamicColors: color?.dark != nil,
                          fixingColors: nil)
    }

    private static func erase<S>(_ value: S) -> AnyShapeStyle {
        if let style = value as? any ShapeStyle { return AnyShapeStyle(style) }
        return AnyShapeStyle(Color.clear)
    }

    /// Whether the wrapped style is the environment's foreground style.
    package var isForeground: Bool { relative == .foreground }

    /// The wrapped style's paint, its colours in the environment's colour scheme.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        storage.resolver(bounds, environment).resolvingColors(for: environment.colorScheme)
    }

    /// The style with its colours fixed for `scheme` (itself when none is dynamic): what a
    /// resolved node keeps, so its colour animates between the values a viewer sees.
    package func resolvingColors(for scheme: ColorScheme) -> AnyShapeStyle {
        guard hasDynamicColors else { return self }
        if let color { return AnyShapeStyle(color.resolved(for: scheme)) }
        return storage.fixingColors?(scheme) ?? self
    }

    /// The style with the styles relative to the environment (the foreground style, its levels,
    /// the tint) replaced by what they stand for in `environment`; other styles unchanged.
    package func substitutingRelativeStyles(in environment: EnvironmentValues) -> AnyShapeStyle {
        guard let relative else { return self }
        switch relative {
        case .foreground: return environment.foregroundStyle
        case .level(let level): return environment.foregroundStyle(level: level)
        case .tint: return environment.tintStyle
        }
    }

    /// The style with its opacity multiplied by `opacity` (a colour stays a colour, so it
    /// animates; other styles lose their animatable data).
    package func opacity(_ opacity: Double) -> AnyShapeStyle {
        if opacity == 1 { return self }
        if let color { return AnyShapeStyle(color.opacity(opacity)) }
        let resolver = storage.resolver
        return AnyShapeStyle(resolver: { resolver($0, $1).multiplyingOpacity(opacity) }, color: nil)
    }
}

/// What a style relative to the environment stands for.
package enum RelativeStyle: Hashable, Sendable {
    /// The foreground style.
    case foreground
    /// A level of the foreground style (0 primary, 1 secondary, … 4 quinary).
    case level(Int)
    /// The tint.
    case tint
}

/// A shape style that stands for another one of the environment: the engine replaces it where
/// the style is set or used (`AnyShapeStyle.substitutingRelativeStyles(in:)`).
package protocol RelativeShapeStyle: ShapeStyle {
    /// What the style stands for.
    var relative: RelativeStyle { get }
}

/// The environment's foreground style (the label colour unless `foregroundStyle(_:)` sets
/// another).
public struct ForegroundStyle: ShapeStyle, RelativeShapeStyle {
    /// The foreground style.
    public init() {}
    /// Stands for the foreground style.
    package var relative: RelativeStyle { .foreground }
    /// The paint of the environment's foreground style.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        environment.foregroundStyle.resolvePaint(in: bounds, environment: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Color: ShapeStyle {
    /// A solid paint of this colour, in the environment's colour scheme.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { .color(resolved(in: environment)) }
}

extension ShapeStyle where Self == Color {
    /// Black.
    public static var black: Color { .black }
    /// White.
    public static var white: Color { .white }
    /// Transparent.
    public static var clear: Color { .clear }
    /// System gray.
    public static var gray: Color { .gray }
    /// System red.
    public static var red: Color { .red }
    /// System orange.
    public static var orange: Color { .orange }
    /// System yellow.
    public static var yellow: Color { .yellow }
    /// System green.
    public static var green: Color { .green }
    /// System mint.
    public static var mint: Color { .mint }
    /// System teal.
    public static var teal: Color { .teal }
    /// System cyan.
    public static var cyan: Color { .cyan }
    /// System blue.
    public static var blue: Color { .blue }
    /// System indigo.
    public static var indigo: Color { .indigo }
    /// System purple.
    public static var purple: Color { .purple }
    /// System pink.
    public static var pink: Color { .pink }
    /// System brown.
    public static var brown: Color { .brown }
}
