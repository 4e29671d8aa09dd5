import Foundation

/// How a preview's canvas is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's whole screen, with its safe area (the default).
    case device
    /// The size the content chooses when proposed nothing (its ideal size), with no safe area.
    case sizeThatFits
    /// A canvas of this size in points, with no safe area.
    case fixed(width: CGFloat, height: CGFloat)
}
