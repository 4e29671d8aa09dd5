import Foundation

/// A button's look and behaviour, as SwiftUI's `PrimitiveButtonStyle`: `makeBody(configuration:)`
/// draws the button and decides when `configuration.trigger()` runs its action (never, in a
/// rendered scene). The built-in styles (`.bordered`, `.borderedProminent`, …) are of this kind.
public protocol PrimitiveButtonStyle {
    /// The view a button of this style is.
    associatedtype Body: View
    /// The button drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws a button from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void
    /// Whether a finger is down on the button (passed to a `ButtonStyle`'s configuration).
    package var isPressed = false

    init(role: ButtonRole?, label: Label, trigger: @escaping () -> Void) {
        self.role = role
        self.label = label
        self.action = trigger
    }

    /// Would run the button's action; a rendered scene is not tapped, so it does nothing (taps
    /// come with scripted interaction).
    public func trigger() {}
}

extension View {
    /// Draws the buttons inside with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        let erased = AnyButtonStyle(style)
        return controlEnvironment { $0.buttonStyle = erased }
    }
}

/// A button style of either kind, type-erased: what the environment keeps.
package struct AnyButtonStyle {
    package let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView
    /// Whether a pressed button of this style dims (the borderless and automatic styles).
    package var dimsWhenPressed = false

    /// A primitive style.
    package init<S: PrimitiveButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        dimsWhenPressed = style is BorderlessButtonStyle || style is DefaultButtonStyle
    }

    /// A `ButtonStyle`, given the button's configuration (pressed while a finger is down).
    package init<S: ButtonStyle>(custom style: S) {
        makeBody = { configuration in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: configuration.role, label: configuration.label, isPressed: configuration.isPressed)))
        }
    }

    /// A style whose body `makeBody` draws (a scene file's style).
    package init(makeBody: @escaping (PrimitiveButtonStyleConfiguration) -> AnyView) {
        self.makeBody = makeBody
    }
}

extension View {
    /// Draws the buttons inside with the erased `style` (a scene file's own style).
    package func scriptButtonStyle(_ style: AnyButtonStyle) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.buttonStyle = style }
    }
}
