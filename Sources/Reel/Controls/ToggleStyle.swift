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
    /// How many times a finger has flipped the toggle: the switch animates its flip when it changes.
    var touchFlips = 0
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

extension View {
    /// Draws the toggles inside with the erased `style` (a scene file's own style).
    package func scriptToggleStyle(_ style: AnyToggleStyle) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.toggleStyle = style }
    }
}
