/// How a device is held, as SwiftUI's `InterfaceOrientation`: a landscape preview swaps the
/// screen's sides and takes the device's landscape safe area.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
    /// Upright (the default).
    case portrait
    /// Upside down: drawn as portrait.
    case portraitUpsideDown
    /// Turned so the top of the device is on the left.
    case landscapeLeft
    /// Turned so the top of the device is on the right.
    case landscapeRight

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
