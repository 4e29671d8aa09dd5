import Foundation

/// Something that can paint a shape or text: a colour, a gradient, or the environment's
/// foreground style.
public protocol ShapeStyle {
    /// The paint for a view whose frame is `bounds` (in the scene's layout space), in `environment`.
    func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    private let resolver: (CGRect, EnvironmentValues) -> Paint
    /// The colour, when the wrapped style is one (so the engine can animate it).
    public let color: Color?
    /// The style's animatable data, when it is an animatable style other than a colour (a
    /// gradient), so the engine can animate it.
    package let animatable: AnimatableStyle?
    /// Whether the wrapped style is the environment's foreground style.
    package let isForeground: Bool
    /// A type-erased copy of `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let any = style as? AnyShapeStyle { self = any; return }
        resolver = { style.resolvePaint(in: $0, environment: $1) }
        color = style as? Color
        animatable = AnimatableStyle.make(style)
        isForeground = style is ForegroundStyle
    }
    /// The wrapped style's paint.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        resolver(bounds, environment)
    }
}

/// The environment's foreground style (black unless `foregroundStyle(_:)` sets another).
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style.
    public init() {}
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
    /// The primary foreground colour.
    public static var primary: Color { .primary }
    /// The secondary foreground colour.
    public static var secondary: Color { .secondary }
}
