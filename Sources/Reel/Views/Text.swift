import Foundation

/// A run of text drawn with Pango in the environment's font and foreground style.
///
/// Its ideal size is one line; proposed a narrower width it wraps at word boundaries and grows in
/// height; proposed less height than it needs it shows fewer lines, ending with an ellipsis.
///
/// Text longer than `RenderLimits.textBytes` bytes of UTF-8 is cut at that length, a word longer
/// than `RenderLimits.wordCharacters` may break after every that many characters, and font sizes
/// and line spacings beyond `RenderLimits.fontSize` points are drawn at that size, each with a
/// warning (scene files get an error instead).
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
    var kerning: CGFloat?
    var tracking: CGFloat?
    var monospacedDigits: Bool?
    var design: Font.Design?
    /// The text's own lines: nil to take the environment's, `.some(nil)` for none.
    var underlineStyle: LineStyle??
    var strikethroughStyle: LineStyle??

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
    /// The text with `kerning` points added between its characters (ligatures kept).
    public func kerning(_ kerning: CGFloat) -> Text { var t = self; t.kerning = kerning; return t }
    /// The text with `tracking` points added between its characters (ligatures broken apart).
    public func tracking(_ tracking: CGFloat) -> Text { var t = self; t.tracking = tracking; return t }
    /// The text with digits of one width each.
    public func monospacedDigit() -> Text { var t = self; t.monospacedDigits = true; return t }
    /// The text in the system font of `design` (a font set with `font(_:)` keeps its family).
    public func fontDesign(_ design: Font.Design?) -> Text { var t = self; t.design = design; return t }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let env = context.environment
        var resolved = font ?? env.font ?? .body
        if let w = weight ?? env.fontWeight { resolved.weight = w }
        if isItalic ?? env.italic { resolved.isItalic = true }
        if monospacedDigits ?? env.monospacedDigit { resolved.hasMonospacedDigits = true }
        if let design = design ?? env.fontDesign, resolved.family == nil { resolved.design = design }
        let view = "Text(\"\(content.prefix(24))\")"
        if !resolved.size.isFinite || resolved.size <= 0 {
            context.diagnostics.warning("font size \(resolved.size) is not a positive number; using 17", view: view)
            resolved.size = 17
        }
        resolved.size = RenderLimits.capped(resolved.size, at: RenderLimits.fontSize, "font size", view: view, diagnostics: context.diagnostics)
        let spacing = RenderLimits.capped(env.lineSpacing.isFinite ? env.lineSpacing : 0, at: RenderLimits.fontSize, "line spacing",
                                          view: view, diagnostics: context.diagnostics)
        func extra(_ value: CGFloat, _ what: String) -> CGFloat {
            RenderLimits.capped(value.isFinite ? value : 0, at: RenderLimits.fontSize, what, view: view, diagnostics: context.diagnostics)
        }
        let style = TextStyle(font: resolved, alignment: env.multilineTextAlignment, lineLimit: env.lineLimit.map { max(1, $0) },
                              lineSpacing: spacing, truncationMode: env.truncationMode,
                              kerning: extra(kerning ?? env.kerning, "kerning"), tracking: extra(tracking ?? env.tracking, "tracking"),
                              underline: (underlineStyle ?? env.underline).map { Self.resolved($0, in: env) },
                              strikethrough: (strikethroughStyle ?? env.strikethrough).map { Self.resolved($0, in: env) })
        let paint: AnyShapeStyle = color.map { AnyShapeStyle($0) } ?? env.foregroundStyle
        let shown = env.textCase.map { $0.apply(to: content) } ?? content
        return ViewNode(.text(TextLeaf(string: Self.brokenWords(Self.limited(shown, view: view, context.diagnostics), view: view, context.diagnostics), style: style,
                                       paint: paint, environment: env)))
    }

    /// `line` with its colour fixed for `environment`'s colour scheme.
    private static func resolved(_ line: LineStyle, in environment: EnvironmentValues) -> LineStyle {
        LineStyle(pattern: line.pattern, color: line.color?.resolved(in: environment))
    }

    /// `string`, or its longest start of at most `RenderLimits.textBytes` bytes that ends
    /// between two Unicode scalars, with a warning.
    package static func limited(_ string: String, view: String, _ diagnostics: DiagnosticLog) -> String {
        let limit = RenderLimits.textBytes
        let bytes = string.utf8
        guard bytes.count > limit else { return string }
        var end = bytes.index(bytes.startIndex, offsetBy: limit)
        // Step back over continuation bytes (10xxxxxx) to the start of a scalar.
        while end > bytes.startIndex, bytes[end] & 0xC0 == 0x80 { end = bytes.index(before: end) }
        diagnostics.warning("the text is \(bytes.count) bytes long, more than the limit of \(RenderLimits.grouped(limit)); "
                            + "only its first \(RenderLimits.grouped(limit)) are shown", view: view)
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// `string` with a line break allowed (a zero-width space) after every
    /// `RenderLimits.wordCharacters` characters of a longer word, with a warning; `string` itself
    /// when no word is that long.
    package static func brokenWords(_ string: String, view: String, _ diagnostics: DiagnosticLog) -> String {
        let limit = RenderLimits.wordCharacters
        let longest = longestWord(string)
        guard longest > limit else { return string }
        diagnostics.warning("a word of the text is \(longest) characters long, more than the limit of \(RenderLimits.grouped(limit)); "
                            + "a line may break after every \(RenderLimits.grouped(limit)) of its characters", view: view)
        var result = String.UnicodeScalarView()
        var run = 0
        for scalar in string.unicodeScalars {
            if breaksWords(scalar) {
                run = 0
            } else {
                if run == limit {
                    result.append("\u{200B}")
                    run = 0
                }
                run += 1
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// The characters (Unicode scalars) of the longest word of `string`: the longest run with no
    /// place between them where a line may break, as `RenderLimits.wordCharacters` counts it.
    package static func longestWord(_ string: String) -> Int {
        var longest = 0, run = 0
        for scalar in string.unicodeScalars {
            if breaksWords(scalar) {
                run = 0
            } else {
                run += 1
                longest = max(longest, run)
            }
        }
        return longest
    }

    /// Whether a line may break beside `scalar` whatever its neighbours: whitespace (a zero-width
    /// space included), and the characters of scripts written without spaces, between which Pango
    /// breaks lines (CJK ideographs, kana, Thai, Lao, Myanmar, Khmer).
    private static func breaksWords(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace || scalar.value == 0x200B || scalar.properties.isIdeographic { return true }
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF: return true
        default: return false
        }
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
    /// Points added between characters, ligatures kept (`kerning(_:)`).
    public var kerning: CGFloat
    /// Points added between characters, ligatures broken apart (`tracking(_:)`).
    public var tracking: CGFloat
    /// The line under the text (`underline(_:pattern:color:)`), or nil for none.
    public var underline: Text.LineStyle?
    /// The line through the text (`strikethrough(_:pattern:color:)`), or nil for none.
    public var strikethrough: Text.LineStyle?

    /// A text style.
    public init(font: Font, alignment: TextAlignment = .leading, lineLimit: Int? = nil, lineSpacing: CGFloat = 0,
                truncationMode: Text.TruncationMode = .tail, kerning: CGFloat = 0, tracking: CGFloat = 0,
                underline: Text.LineStyle? = nil, strikethrough: Text.LineStyle? = nil) {
        self.font = font
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
        self.truncationMode = truncationMode
        self.kerning = kerning
        self.tracking = tracking
        self.underline = underline
        self.strikethrough = strikethrough
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
    /// The change of string under way while a content transition draws it (set on a frame's
    /// tree only).
    package var contentChange: TextContentChange?
    /// Whether the text draws an SF Symbol's glyph (`Image(systemName:)`): scripts do not find
    /// it by its characters.
    package var isSymbol: Bool { style.font.family == SymbolCatalog.fontFamily }

    package init(string: String, style: TextStyle, paint: AnyShapeStyle, environment: EnvironmentValues) {
        self.string = string
        self.style = style
        self.paint = paint
        self.environment = environment
    }
}
