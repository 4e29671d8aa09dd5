import Foundation

/// A bitmap image: an image set of the module's asset catalogs, or a PNG file.
///
/// A name without an extension is first looked up among the asset catalogs' image sets
/// (`AssetCatalog`), whose file for the display scale is drawn (`ImageSet`); any other name is a
/// path, relative to the scene's resource folder unless absolute. At its natural size an image
/// is its pixels divided by its scale (1 for a file) in points; `resizable()` makes it take the
/// proposed size instead.
public struct Image: View, PrimitiveView {
    /// The file name or path (for a symbol, its name).
    public var name: String
    /// The SF Symbols name, for an image made with `init(systemName:)`.
    public var systemName: String?
    var isResizable = false
    var interpolation: Interpolation = .high
    var renderingMode: TemplateRenderingMode? = nil
    /// Whether resolving an unknown symbol name reports a warning (a scene file reports it where
    /// the name is written instead).
    package var reportsUnknownSymbol = true

    /// How a scaled image's pixels are sampled.
    public enum Interpolation: String, Hashable, Sendable {
        /// Nearest pixel: hard edges.
        case none
        /// Bilinear.
        case low
        /// Bilinear.
        case medium
        /// The best filter the backend has.
        case high
    }

    /// The image set `name` of the module's asset catalogs, or the PNG file `name`. `bundle` is
    /// accepted for SwiftUI's sake and not used: a module's resources are its asset catalogs.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    /// The image stretched to the proposed size.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
    /// The image sampled with `interpolation` when scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image { var i = self; i.interpolation = interpolation; return i }

    /// The image drawn as `mode` says: `.template` fills its shape (its alpha) with the foreground
    /// style, `.original` draws its own pixels. A symbol is always drawn in the foreground style
    /// (its glyph has one layer; `symbolRenderingMode(_:)` chooses among a symbol's layers).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { var i = self; i.renderingMode = mode; return i }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        if let systemName { return SymbolImage(name: systemName, isResizable: isResizable, reportsUnknown: reportsUnknownSymbol).node(in: context) }
        var leaf = ImageLeaf(name: name, isResizable: isResizable, interpolation: interpolation, colorScheme: context.environment.colorScheme)
        if renderingMode == .template {
            leaf.template = context.environment.foregroundStyle
            leaf.environment = context.environment
        }
        return ViewNode(.image(leaf))
    }
}

/// The data of a resolved image view.
package struct ImageLeaf {
    /// The file name or path.
    package var name: String
    /// Whether the image takes the proposal.
    package var isResizable: Bool
    /// How scaled pixels are sampled.
    package var interpolation: Image.Interpolation
    /// The colour scheme the image is drawn in, which picks an image set's dark variant.
    package var colorScheme: ColorScheme = .light
    /// For an image drawn as a template, the style its alpha is filled with.
    package var template: AnyShapeStyle? = nil
    /// The environment the template style resolves in.
    package var environment: EnvironmentValues? = nil
}
