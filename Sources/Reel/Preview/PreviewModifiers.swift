import Foundation

/// A device a preview names with `previewDevice(_:)`, as SwiftUI's `PreviewDevice`: its name
/// as Xcode writes it (`"iPhone SE (3rd generation)"`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public var rawValue: String
    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The device named by the literal.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Asks the preview's canvas for `layout` (`.device`, `.sizeThatFits`, `.fixed(width:height:)`).
    /// Outside a preview it changes nothing.
    public func previewLayout(_ layout: PreviewLayout) -> _PreviewModifiedView<Self> {
        var settings = PreviewSettings()
        settings.layout = layout
        return _PreviewModifiedView(content: self, settings: settings)
    }

    /// Asks for the preview to be drawn on `device` (nil: the default device).
    public func previewDevice(_ device: PreviewDevice?) -> _PreviewModifiedView<Self> {
        var settings = PreviewSettings()
        settings.deviceName = device?.rawValue
        return _PreviewModifiedView(content: self, settings: settings)
    }

    /// Names the preview (`reel render --list` shows the name).
    public func previewDisplayName(_ name: String?) -> _PreviewModifiedView<Self> {
        var settings = PreviewSettings()
        settings.displayName = name
        return _PreviewModifiedView(content: self, settings: settings)
    }

    /// Asks for the preview's device to be held in `orientation`.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> _PreviewModifiedView<Self> {
        var settings = PreviewSettings()
        settings.orientation = orientation
        return _PreviewModifiedView(content: self, settings: settings)
    }
}

/// A view carrying preview settings: drawn as its content.
public struct _PreviewModifiedView<Content: View>: View, PrimitiveView, PreviewRootTransparent {
    let content: Content
    let settings: PreviewSettings
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        context.previewRecorder?.record(settings)
        return context.resolve(content)
    }
}
