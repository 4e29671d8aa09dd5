import Foundation

/// A button's look, as SwiftUI's `ButtonStyle`: `makeBody(configuration:)` draws the button from
/// its label; `isPressed` is true while a scripted touch holds the button down.
public protocol ButtonStyle {
    /// The view a button of this style is.
    associatedtype Body: View
    /// The button drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// Never evaluated.
        public var body: Never { primitiveViewHasNoBody(Self.self) }
        package func makeNode(in context: ResolveContext) -> ViewNode { context.resolve(content) }
    }
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed: while a scripted touch's finger is down on it.
    public let isPressed: Bool

    init(role: ButtonRole?, label: Label, isPressed: Bool) {
        self.role = role
        self.label = label
        self.isPressed = isPressed
    }

    /// The configuration of a button drawn by a `ButtonStyle` from a primitive one.
    package init(unpressed configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, label: configuration.label, isPressed: configuration.isPressed)
    }
}

extension View {
    /// Draws the buttons inside with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        let erased = AnyButtonStyle(custom: style)
        return controlEnvironment { $0.buttonStyle = erased }
    }
}
