import Foundation

/// The tint of the environment, as SwiftUI's `TintShapeStyle` (`.tint`): the accent colour
/// (system blue) unless `tint(_:)` sets another. Controls fill and colour with it.
public struct TintShapeStyle: ShapeStyle, RelativeShapeStyle, Hashable, Sendable {
    /// The tint style.
    public init() {}
    /// Stands for the tint.
    package var relative: RelativeStyle { .tint }
    /// The paint of the environment's tint.
    public func resolvePaint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        environment.tintStyle.resolvePaint(in: bounds, environment: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension EnvironmentValues {
    /// The tint as a style: the one `tint(_:)` set, or the accent colour.
    package var tintStyle: AnyShapeStyle { tint ?? AnyShapeStyle(Color.accentColor) }
}

extension View {
    /// The tint of the controls and `.tint` styles inside this view (the accent colour when nil).
    public func tint(_ tint: Color?) -> _EnvironmentModifiedView<Self> {
        let style = tint.map { AnyShapeStyle($0) }
        return environmentUpdate { $0.tint = style }
    }
    /// The tint of the controls and `.tint` styles inside this view (the accent colour when nil).
    public func tint<S: ShapeStyle>(_ tint: S?) -> _EnvironmentModifiedView<Self> {
        let style = tint.map { AnyShapeStyle($0) }
        return environmentUpdate { environment in
            let around = environment
            environment.tint = style.map { $0.substitutingRelativeStyles(in: around) }
        }
    }
    /// The accent colour inside this view, as the deprecated `accentColor(_:)`: the tint.
    public func accentColor(_ accentColor: Color?) -> _EnvironmentModifiedView<Self> { tint(accentColor) }
}
