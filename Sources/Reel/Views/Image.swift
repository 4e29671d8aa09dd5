import Foundation

/// A bitmap image loaded from a PNG file.
///
/// The name is a path, relative to the scene's resource folder unless absolute. At its natural
/// size one pixel is one point; `resizable()` makes it take the proposed size instead.
public struct Image: View, PrimitiveView {
    /// The file name or path (for a symbol, its name).
    public var name: String
    /// The SF Symbols name, for an image made with `init(systemName:)`.
    public var systemName: String?
    var isResizable = false
    var interpolation: Interpolation = .high
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

    /// An image from the PNG file `name`.
    public init(_ name: String) { self.name = name }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    /// The image stretched to the proposed size.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
    /// The image sampled with `interpolation` when scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image { var i = self; i.interpolation = interpolation; return i }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        if let systemName { return SymbolImage(name: systemName, isResizable: isResizable, reportsUnknown: reportsUnknownSymbol).node(in: context) }
        return ViewNode(.image(ImageLeaf(name: name, isResizable: isResizable, interpolation: interpolation)))
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
}
