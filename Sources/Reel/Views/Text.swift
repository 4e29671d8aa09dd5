import Foundation

/// A run of text drawn with Pango in the environment's font and foreground style.
///
/// Its ideal size is one line; proposed a narrower width it wraps at word boundaries and grows in
/// height; proposed less height than it needs it shows fewer lines, ending with an ellipsis.
public struct Text: View, PrimitiveView {
    /// Where text that does not fit is shortened with an ellipsis.
    public enum TruncationMode: String, Hashable, Sendable {
        /// At the start.
        case head
        /// In the middle.
        case middle
        /// At the end.
        case tail
    }

    /// The characters shown.
    public var content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic: Bool?
    var color: Color?

    /// Text showing `content` as written.
    public init(_ content: String) { self.content = content }
    /// Text showing `content` verbatim.
    public init(verbatim content: String) { self.content = content }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in italic.
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let env = context.environment
        var resolved = font ?? env.font ?? .body
        if let w = weight ?? env.fontWeight { resolved.weight = w }
        if isItalic ?? env.italic { resolved.isItalic = true }
        if !resolved.size.isFinite || resolved.size <= 0 {
            context.diagnostics.warning("font size \(resolved.size) is not a positive number; using 17", view: "Text(\"\(content.prefix(24))\")")
            resolved.size = 17
        }
        let style = TextStyle(font: resolved, alignment: env.multilineTextAlignment, lineLimit: env.lineLimit.map { max(1, $0) },
                              lineSpacing: env.lineSpacing.isFinite ? env.lineSpacing : 0, truncationMode: env.truncationMode)
        let paint: AnyShapeStyle = color.map { AnyShapeStyle($0) } ?? env.foregroundStyle
        return ViewNode(.text(TextLeaf(string: content, style: style, paint: paint, environment: env)))
    }
}

/// The resolved properties that decide how text is laid out.
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: Font
    /// How lines align.
    public var alignment: TextAlignment
    /// The most lines, or nil for no limit.
    public var lineLimit: Int?
    /// Extra points between lines.
    public var lineSpacing: CGFloat
    /// Where shortened text takes its ellipsis.
    public var truncationMode: Text.TruncationMode

    /// A text style.
    public init(font: Font, alignment: TextAlignment = .leading, lineLimit: Int? = nil, lineSpacing: CGFloat = 0,
                truncationMode: Text.TruncationMode = .tail) {
        self.font = font
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
        self.truncationMode = truncationMode
    }
}

/// The data of a resolved text view.
package final class TextLeaf {
    /// The characters.
    package var string: String
    /// The layout properties.
    package var style: TextStyle
    /// The paint of the glyphs.
    package var paint: AnyShapeStyle
    /// The environment the paint resolves in.
    package var environment: EnvironmentValues

    package init(string: String, style: TextStyle, paint: AnyShapeStyle, environment: EnvironmentValues) {
        self.string = string
        self.style = style
        self.paint = paint
        self.environment = environment
    }
}
