import Foundation

/// The control styles and size of the environment, kept as one value so `EnvironmentValues` holds
/// them in one field: each `buttonStyle(_:)`, `toggleStyle(_:)`, `controlSize(_:)`, … sets one of
/// them for the views inside.
package struct ControlEnvironment {
    /// The style of buttons, nil for `.automatic`.
    package var buttonStyle: AnyButtonStyle?
    /// The size of controls.
    package var controlSize: ControlSize = .regular
    /// The shape of bordered buttons.
    package var buttonBorderShape: ButtonBorderShape = .automatic
    /// The style of toggles, nil for `.automatic` (the switch).
    package var toggleStyle: AnyToggleStyle?
    /// The style of labels, nil for `.automatic` (title and icon).
    package var labelStyle: AnyLabelStyle?
    /// The style of pickers.
    package var pickerStyle: any PickerStyle = DefaultPickerStyle()
    /// The style of text fields.
    package var textFieldStyle: any TextFieldStyle = DefaultTextFieldStyle()
    /// The style of progress views.
    package var progressViewStyle: any ProgressViewStyle = DefaultProgressViewStyle()
    /// The style of gauges.
    package var gaugeStyle: any GaugeStyle = DefaultGaugeStyle()
    /// Whether the controls inside take input: false inside `disabled(true)`, and they are drawn
    /// dimmed.
    package var isEnabled = true
    /// The `onSubmit(of:_:)` actions around the text fields here, outermost first.
    package var submitActions: [() -> Void] = []

    /// The default controls: automatic styles, regular size.
    package init() {}
}

extension View {
    /// Changes the controls' environment for the views inside.
    func controlEnvironment(_ update: @escaping (inout ControlEnvironment) -> Void) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { update(&$0.controls) }
    }
}

extension ResolveContext {
    /// The node of the control `name` drawn as `content`: named for `reel inspect`, at half
    /// opacity when the controls here are disabled (buttons draw their own disabled look).
    func controlNode(_ name: String, _ content: ViewNode) -> ViewNode {
        let drawn = environment.controls.isEnabled ? content : ViewNode(modifier: .opacity(ControlMetrics.disabledOpacity), content: content)
        return ViewNode(modifier: .control(name), content: drawn)
    }
}
