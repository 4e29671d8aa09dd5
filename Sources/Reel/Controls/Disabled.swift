import Foundation

extension EnvironmentValues {
    /// Whether the controls inside take input (false inside `disabled(true)`).
    public var isEnabled: Bool {
        get { controls.isEnabled }
        set { controls.isEnabled = newValue }
    }
}

extension View {
    /// Disables the controls inside, as SwiftUI's `disabled(_:)`: buttons draw their label in the
    /// tertiary label colour (bordered ones over the tertiary system fill); the other controls are
    /// drawn at half opacity. A view disabled further out stays disabled.
    public func disabled(_ disabled: Bool) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { if disabled { $0.isEnabled = false } }
    }
}
