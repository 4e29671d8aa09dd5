import Foundation

/// Values that flow down the view tree, set by modifiers such as `font(_:)` and
/// `foregroundStyle(_:)` and read by the views below them.
public struct EnvironmentValues {
    /// The font for text that does not set its own.
    public var font: Font? = nil
    /// The style for shapes and text that do not set their own.
    public var foregroundStyle: AnyShapeStyle = AnyShapeStyle(Color.primary)
    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment = .leading
    /// The most lines text may take, or nil for no limit.
    public var lineLimit: Int? = nil
    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat = 0
    /// Where text that does not fit is shortened.
    public var truncationMode: Text.TruncationMode = .tail
    /// A weight applied to fonts that do not set their own.
    public var fontWeight: Font.Weight? = nil
    /// Whether text is italic.
    public var italic: Bool = false
    /// The size of symbol images relative to the font.
    public var imageScale: Image.Scale = .medium
    /// How symbol images are coloured.
    public var symbolRenderingMode: SymbolRenderingMode? = nil
    /// Light or dark: which variant dynamic colours take.
    public var colorScheme: ColorScheme = .light

    /// The default environment.
    public init() {}
}

/// How the lines of a multiline text align with each other.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Lines start at the leading (left) edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing (right) edge.
    case trailing
}
