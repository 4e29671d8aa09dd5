import Foundation

extension Image {
    /// A symbol named as in SF Symbols (`"heart.fill"`, `"star.circle"`), drawn with the matching
    /// glyph of the icon font (`SymbolCatalog`): sized by the font in effect (`font(_:)`, `.body`
    /// by default) and `imageScale(_:)`, tinted by the foreground style. An unknown name draws a
    /// visible placeholder and reports a warning.
    public init(systemName: String) {
        self.init(systemName)
        self.systemName = systemName
    }

    /// The size of a symbol relative to the font it is drawn with.
    public enum Scale: String, Hashable, Sendable, CaseIterable {
        /// Smaller than the text: 0.78 of the font's size.
        case small
        /// The font's size.
        case medium
        /// Larger than the text: 1.29 of the font's size.
        case large

        /// The symbol's size as a fraction of the font's (Reel's rule, close to the relative
        /// sizes of SF Symbols' scales).
        public var factor: CGFloat {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

/// How a symbol is coloured, as SwiftUI's `SymbolRenderingMode`. The icon font's glyphs have a
/// single layer, so every mode draws the symbol in the foreground style, as `.monochrome` does.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour: the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in shades of the foreground style (one layer here).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the styles given (the first one here).
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours (the foreground style here).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
    /// The size of symbol images inside this view relative to their font.
    public func imageScale(_ scale: Image.Scale) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { $0.imageScale = scale }
    }
    /// How symbol images inside this view are coloured.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> _EnvironmentModifiedView<Self> {
        environmentUpdate { $0.symbolRenderingMode = mode }
    }
}

/// A resolved symbol image: the icon font's glyph as a run of text (one ligature), so Pango draws
/// it as a vector outline, at the symbol's size, in the foreground style. A resizable symbol takes
/// the proposed size and draws its glyph as large as fits, centred.
struct SymbolImage {
    let name: String
    let isResizable: Bool
    let reportsUnknown: Bool

    func node(in context: ResolveContext) -> ViewNode {
        let environment = context.environment
        var glyph = SymbolCatalog.glyph(for: name)
        if glyph == nil {
            if reportsUnknown {
                context.diagnostics.warning(SymbolCatalog.unknownNameMessage(name), view: "Image(systemName: \"\(name)\")")
            }
            glyph = SymbolCatalog.placeholderGlyph
        }
        let text = glyph!
        let paint = environment.foregroundStyle
        func leaf(size: CGFloat) -> ViewNode {
            let font = Font(family: SymbolCatalog.fontFamily, size: size)
            return ViewNode(.text(TextLeaf(string: text, style: TextStyle(font: font), paint: paint, environment: environment)))
        }
        guard isResizable else {
            let base = (environment.font ?? .body).size
            let size = (base.isFinite && base > 0 ? base : Font.body.size) * environment.imageScale.factor
            return leaf(size: size)
        }
        return ViewNode(.geometryReader(GeometryReaderContent { proxy in
            let side = max(0, min(proxy.size.width, proxy.size.height))
            var node = ViewNode(modifier: .frame(width: proxy.size.width, height: proxy.size.height, alignment: .center), content: leaf(size: side))
            node.identity = .index(0)
            return node
        }))
    }
}
