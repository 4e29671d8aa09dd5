import Foundation

/// The borderless button style, as SwiftUI's `BorderlessButtonStyle`: the label in the tint (red
/// for a destructive button), nothing around it. The automatic style on iOS.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(buttonForeground(configuration.role))
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint, nothing around it.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The automatic button style, as SwiftUI's `DefaultButtonStyle`: on iOS, borderless.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The automatic style.
    public init() {}
    /// The button as the borderless style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's style: borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// The plain button style, as SwiftUI's `PlainButtonStyle`: the label as it is, untinted.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    /// The label, as it is.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, untinted.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The colour of a button's label: the tint, or red for a destructive button.
func buttonForeground(_ role: ButtonRole?) -> AnyShapeStyle {
    role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
}
