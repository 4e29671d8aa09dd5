import Foundation

extension View {
    /// The style for shapes and text inside this view.
    /// A style relative to the environment (`.secondary`, `.tint`) is taken from the styles around
    /// this view, as in SwiftUI.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _EnvironmentModifiedView<Self> {
        let erased = AnyShapeStyle(style)
        return environmentUpdate { $0.setForegroundLevels([erased]) }
    }
    /// The colour for shapes and text inside this view.
    public func foregroundColor(_ color: Color?) -> _EnvironmentModifiedView<Self> {
        let erased = AnyShapeStyle(color ?? .primary)
        return environmentUpdate { $0.setForegroundLevels([erased]) }
    }
    /// The font for text inside this view.
    public func font(_ font: Font?) -> _EnvironmentModifiedView<Self> { environmentUpdate { $0.font = font } }
    /// The weight for text inside this view.
    public func fontWeight(_ weight: Font.Weight?) -> _EnvironmentModifiedView<Self> { environmentUpdate { $0.fontWeight = weight } }
    /// Bold text inside this view.
    public func bold(_ isActive: Bool = true) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { if isActive { $0.fontWeight = .bold } }
    }
    /// Text inside this view in the system font of `design` (text with a custom font keeps it).
    public func fontDesign(_ design: Font.Design?) -> _EnvironmentModifiedView<Self> { environmentUpdate { $0.fontDesign = design } }
    /// A line under text inside this view when `isActive`, in `color` (nil: the text's paint).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                          color: Color? = nil) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
    /// A line through text inside this view when `isActive`, in `color` (nil: the text's paint).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
    /// `kerning` points added between the characters of text inside this view.
    public func kerning(_ kerning: CGFloat) -> _EnvironmentModifiedView<Self> { environmentUpdate { $0.kerning = kerning } }
    /// `tracking` points added between the characters of text inside this view.
    public func tracking(_ tracking: CGFloat) -> _EnvironmentModifiedView<Self> { environmentUpdate { $0.tracking = tracking } }
    /// Digits of one width each in text inside this view.
    public func monospacedDigit() -> _EnvironmentModifiedView<Self> { environmentUpdate { $0.monospacedDigit = true } }
    /// Text inside this view shown in `textCase` (nil: as written, which also keeps a grouped
    /// list's section header from upper-casing its text).
    public func textCase(_ textCase: Text.Case?) -> _EnvironmentModifiedView<Self> { environmentUpdate { $0.textCase = textCase } }
    /// Italic text inside this view.
    public func italic(_ isActive: Bool = true) -> _EnvironmentModifiedView<Self> { environmentUpdate { $0.italic = isActive } }
    /// How the lines of multiline text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { $0.multilineTextAlignment = alignment }
    }
    /// The most lines text may take.
    public func lineLimit(_ limit: Int?) -> _EnvironmentModifiedView<Self> { environmentUpdate { $0.lineLimit = limit } }
    /// Extra space between lines of text.
    public func lineSpacing(_ spacing: CGFloat) -> _EnvironmentModifiedView<Self> { environmentUpdate { $0.lineSpacing = spacing } }
    /// Where text that does not fit is shortened.
    public func truncationMode(_ mode: Text.TruncationMode) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { $0.truncationMode = mode }
    }
    /// Sets an environment value for this view and everything inside it.
    /// On a preview's root, `environment(\.colorScheme, .dark)` draws the whole canvas dark, as
    /// Xcode's canvas does.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _EnvironmentModifiedView<Self> {
        var view = environmentUpdate { $0[keyPath: keyPath] = value }
        if keyPath == \EnvironmentValues.colorScheme, let scheme = value as? ColorScheme {
            var settings = PreviewSettings()
            settings.colorScheme = scheme
            view.preview = (settings, onlyAtRoot: true)
        }
        return view
    }

    /// Gives the view an explicit identity: a new value makes it a different view.
    public func id<ID: Hashable>(_ id: ID) -> _IdentifiedView<Self> { _IdentifiedView(content: self, id: AnyHashable(id)) }
}

/// A view with an explicit identity from `.id(_:)`.
public struct _IdentifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        ViewNode(.group, children: [context.resolve(content, identity: .explicit(id))])
    }
}
