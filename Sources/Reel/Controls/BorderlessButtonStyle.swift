import Foundation

/// The borderless button style, as SwiftUI's `BorderlessButtonStyle`: the label in the tint (red
/// for a destructive button), nothing around it. The automatic style on iOS.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonBody(configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint, nothing around it.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The colour of a button's label: the tint, red for a destructive button, the tertiary label
/// colour when disabled.
func buttonForeground(_ role: ButtonRole?, isEnabled: Bool = true) -> AnyShapeStyle {
    if !isEnabled { return AnyShapeStyle(Color(UIColor.tertiaryLabel)) }
    return role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
}

/// A borderless button: its label in the button's colour.
struct BorderlessButtonBody: View, PrimitiveView {
    let configuration: PrimitiveButtonStyleConfiguration
    var body: Never { primitiveViewHasNoBody(Self.self) }
    func makeNode(in context: ResolveContext) -> ViewNode {
        let style = buttonForeground(configuration.role, isEnabled: context.environment.controls.isEnabled)
        return context.resolve(configuration.label.foregroundStyle(style))
    }
}
