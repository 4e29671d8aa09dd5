import Foundation

/// The bordered button style, as SwiftUI's `BorderedButtonStyle`: the label in the tint over the
/// tint at 15% opacity, in a rounded rectangle padded for the control size. Pressed, the button
/// is drawn at half opacity at once; released, it fades back under `Animation.default`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    /// The label in its border.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: false)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label in the tint over a translucent tint.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The bordered prominent button style, as SwiftUI's `BorderedProminentButtonStyle`: a white
/// label on the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent style.
    public init() {}
    /// The label on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, isProminent: true)
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A bordered button, drawn for the control size and border shape of its environment.
struct BorderedButtonBody: View, PrimitiveView {
    let configuration: PrimitiveButtonStyleConfiguration
    let isProminent: Bool

    var body: Never { primitiveViewHasNoBody(Self.self) }

    func makeNode(in context: ResolveContext) -> ViewNode {
        let controls = context.environment.controls
        let metrics = ControlMetrics.borderedButton(controls.controlSize)
        let shape = controls.buttonBorderShape.shape(automaticRadius: metrics.radius)
        let isEnabled = controls.isEnabled
        let fill = isEnabled ? buttonForeground(configuration.role) : AnyShapeStyle(Color(UIColor.tertiarySystemFill))
        let foreground = isEnabled ? (isProminent ? AnyShapeStyle(Color.white) : fill) : buttonForeground(nil, isEnabled: false)
        let font = context.environment.font ?? metrics.font
        let padded = configuration.label
            .font(font)
            .foregroundStyle(foreground)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
        let label = metrics.minHeight > 0 ? AnyView(padded.frame(minHeight: metrics.minHeight)) : AnyView(padded)
        let styled = label.background { shape.fill(fill).opacity(isProminent || !isEnabled ? 1 : ControlMetrics.borderedFillOpacity) }
        // Pressed, the whole button dims at once; released, it fades back.
        let isPressed = configuration.isPressed
        let looked = styled
            .opacity(isPressed ? ControlMetrics.pressedBorderedOpacity : 1)
            .animation(isPressed ? nil : ControlMetrics.pressReleaseAnimation, value: isPressed)
        return context.resolve(looked)
    }
}
