import Foundation

/// How large controls are drawn, as SwiftUI's `ControlSize`: bordered buttons take the padding,
/// font and corner radius of their size (docs/Controls.md has the table).
public enum ControlSize: String, CaseIterable, Hashable, Sendable {
    /// The smallest size.
    case mini
    /// Smaller than regular.
    case small
    /// The default size.
    case regular
    /// Larger than regular: 50 pt tall bordered buttons.
    case large
    /// The largest size (drawn as `.large` on iOS 17).
    case extraLarge
}

extension EnvironmentValues {
    /// The size of the controls inside.
    public var controlSize: ControlSize {
        get { controls.controlSize }
        set { controls.controlSize = newValue }
    }
}

extension View {
    /// Draws the controls inside at `size`.
    public func controlSize(_ size: ControlSize) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.controlSize = size }
    }
}
