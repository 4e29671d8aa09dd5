import Foundation

/// The button toggle style, as SwiftUI's `ButtonToggleStyle`: the label as a bordered button,
/// with the translucent tint behind it when on and nothing when off.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// The label as a button.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleButton(label: configuration.label, isOn: configuration.isOn)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The label as a button, highlighted when on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
/// The label of a button-style toggle.
struct ToggleButton: View, PrimitiveView {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool

    var body: Never { primitiveViewHasNoBody(Self.self) }

    func makeNode(in context: ResolveContext) -> ViewNode {
        let metrics = ControlMetrics.borderedButton(context.environment.controls.controlSize)
        let shape = context.environment.controls.buttonBorderShape.shape(automaticRadius: metrics.radius)
        let view = label
            .font(context.environment.font ?? metrics.font)
            .foregroundStyle(TintShapeStyle())
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background { shape.fill(TintShapeStyle()).opacity(isOn ? ControlMetrics.borderedFillOpacity : 0) }
        return context.resolve(view)
    }
}
