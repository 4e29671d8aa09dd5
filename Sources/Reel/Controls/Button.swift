import Foundation

/// A control that performs an action, as SwiftUI's `Button`: its label drawn by the button style
/// of the environment (`buttonStyle(_:)`; on iOS the automatic style draws the label in the tint).
///
/// A scripted touch (`Touch.tap`, an events script's `tap("Title")`) presses it: the style's
/// `configuration.isPressed` is true while the finger is down, and the action runs when the
/// finger lifts inside the button, as a timeline event. A disabled button takes no touches.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    /// What the button does when tapped.
    public let action: () -> Void
    /// The button's role (destructive buttons are red).
    public let role: ButtonRole?

    /// A button showing `label` that performs `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button of `role` showing `label` that performs `action`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = role
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let style = context.environment.controls.buttonStyle ?? AnyButtonStyle(DefaultButtonStyle())
        // Whether a finger is down on the button: state of the button's identity, which scripted
        // touches change as timeline events.
        let pressed = State(wrappedValue: false)
        context.bindState([pressed.stateBox], type: ObjectIdentifier(ButtonPress.self))
        var configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(AnyView(label)), trigger: action)
        configuration.isPressed = pressed.wrappedValue
        // Inside the style's body the style is no longer in effect, so a `Button(configuration)`
        // the style draws is the standard button, not the style again (without end).
        var inner = context
        inner.environment.controls.buttonStyle = nil
        let enabled = context.environment.controls.isEnabled
        let action = self.action
        let handler = TouchHandler(name: "Button", tap: { _ in action() }, pressing: { pressed.wrappedValue = $0 })
        var node = InteractionNode(name: "Button", hitArea: enabled ? .content : .none, handlers: [handler])
        node.isControl = true
        // Pressed, the automatic (borderless) style dims the whole label to UIKit's highlighted
        // system button, at once.
        if configuration.isPressed && style.dimsWhenPressed { node.opacity = ControlMetrics.pressedLabelOpacity }
        return ViewNode(modifier: .interaction(node), content: inner.resolve(style.makeBody(configuration)))
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The standard button of a `PrimitiveButtonStyle`'s configuration: its label and role, drawn
    /// by the style around the style being defined.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

extension Button where Label == Text {
    /// A button titled `title` that performs `action`.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button of `role` titled `title` that performs `action`.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Reel.Label<Text, Image> {
    /// A button titled `title` with the SF Symbol `systemImage`, performing `action`.
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Reel.Label(title, systemImage: systemImage) }
    }

    /// A button of `role` titled `title` with the SF Symbol `systemImage`, performing `action`.
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Reel.Label(title, systemImage: systemImage) }
    }
}

/// Marks the identity of a button's pressed state.
private enum ButtonPress {}
