import Foundation

/// Values that flow down the view tree, set by modifiers such as `font(_:)` and
/// `foregroundStyle(_:)` and read by the views below them.
///
/// The values are kept in one shared object, copied when a copy that shares it is changed, so an
/// environment is one reference wide however many values it has: resolution passes it down every
/// level of the view tree, and its recursive frames stay small.
public struct EnvironmentValues {
    /// The values themselves.
    private struct Values {
        var font: Font? = nil
        var foregroundStyle: AnyShapeStyle = AnyShapeStyle(Color.primary)
        var multilineTextAlignment: TextAlignment = .leading
        var lineLimit: Int? = nil
        var lineSpacing: CGFloat = 0
        var truncationMode: Text.TruncationMode = .tail
        var fontWeight: Font.Weight? = nil
        var italic: Bool = false
        var imageScale: Image.Scale = .medium
        var symbolRenderingMode: SymbolRenderingMode? = nil
        var colorScheme: ColorScheme = .light
        var foregroundLevels: [AnyShapeStyle] = []
        var tint: AnyShapeStyle? = nil
        var fontDesign: Font.Design? = nil
        var kerning: CGFloat = 0
        var tracking: CGFloat = 0
        var underline: Text.LineStyle? = nil
        var strikethrough: Text.LineStyle? = nil
        var monospacedDigit: Bool = false
        var contentTransition: ContentTransition = .opacity
        var textCase: Text.Case? = nil
        var textCaseIsSet = false
        var models: [String: Any] = [:]
        var controls = ControlEnvironment()
        var appShell = AppShellEnvironment()
    }

    private final class Storage {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    /// The default values, shared by every environment until one changes.
    nonisolated(unsafe) private static let defaults = Storage(Values())
    private var storage: Storage

    /// The storage, copied first when another environment shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
        return storage
    }

    /// The model objects a scene file put in the environment (`.environment(model)`,
    /// `.environmentObject(store)`), by the name of their class.
    package var models: [String: Any] {
        get { storage.values.models }
        set { unique().values.models = newValue }
    }

    /// The case text is shown in (`textCase(_:)`), nil for as written.
    public var textCase: Text.Case? {
        get { storage.values.textCase }
        set {
            let storage = unique()
            storage.values.textCase = newValue
            storage.values.textCaseIsSet = true
        }
    }
    /// Whether a view above set `textCase` (to nil too): a grouped list's section header shows
    /// its text upper-cased only when none did.
    package var textCaseIsSet: Bool { storage.values.textCaseIsSet }

    /// The font for text that does not set its own.
    public var font: Font? {
        get { storage.values.font }
        set { unique().values.font = newValue }
    }
    /// The style for shapes and text that do not set their own.
    public var foregroundStyle: AnyShapeStyle {
        get { storage.values.foregroundStyle }
        set { unique().values.foregroundStyle = newValue }
    }
    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { storage.values.multilineTextAlignment }
        set { unique().values.multilineTextAlignment = newValue }
    }
    /// The most lines text may take, or nil for no limit.
    public var lineLimit: Int? {
        get { storage.values.lineLimit }
        set { unique().values.lineLimit = newValue }
    }
    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat {
        get { storage.values.lineSpacing }
        set { unique().values.lineSpacing = newValue }
    }
    /// Where text that does not fit is shortened.
    public var truncationMode: Text.TruncationMode {
        get { storage.values.truncationMode }
        set { unique().values.truncationMode = newValue }
    }
    /// A weight applied to fonts that do not set their own.
    public var fontWeight: Font.Weight? {
        get { storage.values.fontWeight }
        set { unique().values.fontWeight = newValue }
    }
    /// Whether text is italic.
    public var italic: Bool {
        get { storage.values.italic }
        set { unique().values.italic = newValue }
    }
    /// The size of symbol images relative to the font.
    public var imageScale: Image.Scale {
        get { storage.values.imageScale }
        set { unique().values.imageScale = newValue }
    }
    /// How symbol images are coloured.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { storage.values.symbolRenderingMode }
        set { unique().values.symbolRenderingMode = newValue }
    }
    /// Light or dark: which variant dynamic colours take.
    public var colorScheme: ColorScheme {
        get { storage.values.colorScheme }
        set { unique().values.colorScheme = newValue }
    }
    /// The foreground style's levels after the first, when `foregroundStyle(_:_:)` or
    /// `foregroundStyle(_:_:_:)` set them (empty: derived from the foreground style).
    package var foregroundLevels: [AnyShapeStyle] {
        get { storage.values.foregroundLevels }
        set { unique().values.foregroundLevels = newValue }
    }
    /// The tint `tint(_:)` set, nil for the accent colour.
    package var tint: AnyShapeStyle? {
        get { storage.values.tint }
        set { unique().values.tint = newValue }
    }
    /// The system font design of text that does not set its own (`fontDesign(_:)`).
    public var fontDesign: Font.Design? {
        get { storage.values.fontDesign }
        set { unique().values.fontDesign = newValue }
    }
    /// The line under text that does not set its own (`underline(_:pattern:color:)`).
    public var underline: Text.LineStyle? {
        get { storage.values.underline }
        set { unique().values.underline = newValue }
    }
    /// The line through text that does not set its own (`strikethrough(_:pattern:color:)`).
    public var strikethrough: Text.LineStyle? {
        get { storage.values.strikethrough }
        set { unique().values.strikethrough = newValue }
    }
    /// Points added between the characters of text, ligatures kept (`kerning(_:)`).
    public var kerning: CGFloat {
        get { storage.values.kerning }
        set { unique().values.kerning = newValue }
    }
    /// Points added between the characters of text, ligatures broken apart (`tracking(_:)`).
    public var tracking: CGFloat {
        get { storage.values.tracking }
        set { unique().values.tracking = newValue }
    }
    /// How content inside changes under an animation (`contentTransition(_:)`); `.opacity` by default.
    public var contentTransition: ContentTransition {
        get { storage.values.contentTransition }
        set { unique().values.contentTransition = newValue }
    }
    /// Whether digits in text take one width each (`monospacedDigit()`).
    public var monospacedDigit: Bool {
        get { storage.values.monospacedDigit }
        set { unique().values.monospacedDigit = newValue }
    }

    /// The styles and size of the controls inside (`buttonStyle(_:)`, `controlSize(_:)`, …).
    package var controls: ControlEnvironment {
        get { storage.values.controls }
        set { unique().values.controls = newValue }
    }

    /// What the app's containers tell the views inside them (list style, navigation, rows).
    package var appShell: AppShellEnvironment {
        get { storage.values.appShell }
        set { unique().values.appShell = newValue }
    }

    /// The default environment.
    public init() { storage = EnvironmentValues.defaults }
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
