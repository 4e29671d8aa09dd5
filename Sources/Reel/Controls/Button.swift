import Foundation

/// A control that performs an action, as SwiftUI's `Button`: its label drawn by the button style
/// of the environment (`buttonStyle(_:)`; on iOS the automatic style draws the label in the tint).
///
/// The action is kept but not run: a rendered scene is not tapped (taps come with scripted
/// interaction).
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    /// What the button does when triggered (kept, not run by rendering).
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
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(AnyView(label)), trigger: action)
        // Inside the style's body the style is no longer in effect, so a `Button(configuration)`
        // the style draws is the standard button, not the style again (without end).
        var inner = context
        inner.environment.controls.buttonStyle = nil
        return ViewNode(modifier: .control("Button"), content: inner.resolve(style.makeBody(configuration)))
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
