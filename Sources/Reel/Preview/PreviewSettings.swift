import Foundation

/// What a preview asks of its canvas, from its traits (`#Preview(traits:)`) and from the preview
/// modifiers on its views (`previewLayout`, `previewDevice`, `previewInterfaceOrientation`,
/// `previewDisplayName`, `preferredColorScheme`, and `environment(\.colorScheme, _)` on its root).
/// A value left nil is not asked for: the command line's choice (or the default) holds.
public struct PreviewSettings: Hashable, Sendable {
    /// The canvas's layout.
    public var layout: PreviewLayout?
    /// The device, by the name `previewDevice` gave.
    public var deviceName: String?
    /// The orientation.
    public var orientation: InterfaceOrientation?
    /// The name `previewDisplayName` gave.
    public var displayName: String?
    /// The colour scheme of the whole canvas.
    public var colorScheme: ColorScheme?

    /// No settings.
    public init() {}

    /// Takes what `trait` sets.
    public mutating func apply(_ trait: PreviewTrait) {
        if let layout = trait.layout { self.layout = layout }
        if let orientation = trait.orientation { self.orientation = orientation }
    }

    /// The settings with `other`'s non-nil values where these have none.
    public func filled(from other: PreviewSettings) -> PreviewSettings {
        var result = self
        result.layout = layout ?? other.layout
        result.deviceName = deviceName ?? other.deviceName
        result.orientation = orientation ?? other.orientation
        result.displayName = displayName ?? other.displayName
        result.colorScheme = colorScheme ?? other.colorScheme
        return result
    }
}

/// Collects the preview settings the views of a preview ask for while it is resolved once (see
/// `ResolveContext.previewRecorder`): the first (outermost) value of each setting wins.
package final class PreviewSettingsRecorder {
    /// What was asked for.
    package private(set) var settings = PreviewSettings()

    /// A recorder with nothing recorded.
    package init() {}

    /// Records `asked`'s values that nothing set before.
    package func record(_ asked: PreviewSettings) {
        settings = settings.filled(from: asked)
    }
}

/// Views that wrap another without adding anything a preview's root would not pass through:
/// `environment(\.colorScheme, _)` inside a chain of them is on the preview's root.
package protocol PreviewRootTransparent {}
