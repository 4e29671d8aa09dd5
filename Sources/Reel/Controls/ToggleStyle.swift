import Foundation

/// A toggle's look, as SwiftUI's `ToggleStyle`: `makeBody(configuration:)` draws the toggle from
/// its label and whether it is on.
public protocol ToggleStyle {
    /// The view a toggle of this style is.
    associatedtype Body: View
    /// The toggle drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws a toggle from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The toggle's label.
    public let label: Label
    let binding: Binding<Bool>
    /// Whether the toggle is on.
    public var isOn: Bool { binding.wrappedValue }
}

/// A toggle style, type-erased: what the environment keeps.
package struct AnyToggleStyle {
    package let makeBody: (ToggleStyleConfiguration) -> AnyView
    /// `style`, erased.
    package init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
    /// A style whose body `makeBody` draws (a scene file's style).
    package init(makeBody: @escaping (ToggleStyleConfiguration) -> AnyView) { self.makeBody = makeBody }
}

extension View {
    /// Draws the toggles inside with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        let erased = AnyToggleStyle(style)
        return controlEnvironment { $0.toggleStyle = erased }
    }
}

/// The switch toggle style, as SwiftUI's `SwitchToggleStyle` (the automatic style on iOS): the
/// label leading and the switch trailing across the width offered; the switch is a 51 x 31 pt
/// capsule, the tint (system green unless `tint(_:)` sets one) when on and the system fill when
/// off, with a 27 pt white knob.
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}
    /// The label, then the switch.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            ToggleSwitch(isOn: configuration.isOn)
        }
    }
}

/// The automatic toggle style: the switch on iOS.
public typealias DefaultToggleStyle = SwitchToggleStyle

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    /// The platform's style: the switch on iOS.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

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

/// The switch of a switch-style toggle.
struct ToggleSwitch: View, PrimitiveView {
    let isOn: Bool

    var body: Never { primitiveViewHasNoBody(Self.self) }

    func makeNode(in context: ResolveContext) -> ViewNode {
        let size = ControlMetrics.switchSize
        let track: AnyShapeStyle = isOn ? (context.environment.tint ?? AnyShapeStyle(Color.green)) : AnyShapeStyle(Color(UIColor.systemFill))
        let knob = Circle()
            .fill(Color.white)
            .frame(width: ControlMetrics.switchKnob, height: ControlMetrics.switchKnob)
            .shadow(color: Color(white: 0, opacity: 0.15), radius: 8, x: 0, y: 3)
            .shadow(color: Color(white: 0, opacity: 0.06), radius: 1, x: 0, y: 3)
            .padding(ControlMetrics.switchInset)
        let view = Capsule()
            .fill(track)
            .frame(width: size.width, height: size.height)
            .overlay(alignment: isOn ? .trailing : .leading) { knob }
        return context.resolve(view)
    }
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

extension View {
    /// Draws the toggles inside with the erased `style` (a scene file's own style).
    package func scriptToggleStyle(_ style: AnyToggleStyle) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.toggleStyle = style }
    }
}
