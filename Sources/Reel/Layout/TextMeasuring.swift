import Foundation

/// Lays out text for the layout engine. The raster backend implements it with the same text
/// engine it draws with (Pango), so measured and drawn text always agree.
public protocol TextMeasuring: AnyObject {
    /// Lays out `string` in `style` for `proposal`: wrapping to a proposed finite width, keeping
    /// at least one line and at most as many as fit a proposed finite height (and `lineLimit`).
    func layoutText(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextLayout
}

/// The result of laying out text: its size, and what the backend needs to draw the same lines.
public struct TextLayout: Hashable, Sendable {
    /// The size the text reports: its widest line by its lines' height.
    public var size: CGSize
    /// The width lines were broken at, or nil when lines were not wrapped.
    public var wrapWidth: CGFloat?
    /// How many lines are kept (the last one ellipsized), or nil for all of them.
    public var maxLines: Int?
    /// Where the top-left of the reported box lies in the text engine's own layout coordinates;
    /// drawing places the layout at the frame's origin minus this.
    public var logicalOrigin: CGPoint
    /// The distance from the top to the first line's baseline.
    public var firstBaseline: CGFloat
    /// The distance from the top to the last line's baseline.
    public var lastBaseline: CGFloat
    /// The number of lines shown.
    public var lineCount: Int

    /// A text layout.
    public init(size: CGSize, wrapWidth: CGFloat?, maxLines: Int?, logicalOrigin: CGPoint,
                firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int) {
        self.size = size
        self.wrapWidth = wrapWidth
        self.maxLines = maxLines
        self.logicalOrigin = logicalOrigin
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }
}

/// Loads images for the layout engine and the raster backend.
public protocol ImageProviding: AnyObject {
    /// The image named `name`, or an error saying why it cannot be read.
    func loadImage(named name: String) throws -> ImageResource
    /// The image named `name` for drawing at `scale` pixels per point in `colorScheme`: an asset
    /// catalog's image set gives the file for that scale and appearance (see `ImageSet`), a file
    /// name the file. The default is `loadImage(named:)`.
    func loadImage(named name: String, scale: Double, colorScheme: ColorScheme) throws -> ImageResource
}

extension ImageProviding {
    /// `loadImage(named:)`, whatever the scale and colour scheme.
    public func loadImage(named name: String, scale: Double, colorScheme: ColorScheme) throws -> ImageResource {
        try loadImage(named: name)
    }
}

/// A loaded image, identified by its resolved path.
public struct ImageResource: Hashable, Sendable {
    /// The absolute path the image was read from (for an SVG or PDF image, followed by how it is
    /// drawn: `#vector`, or `@3.0x` for its raster at that scale).
    public var path: String
    /// Width in pixels.
    public var pixelWidth: Int
    /// Height in pixels.
    public var pixelHeight: Int
    /// The pixels per point the image is made for: 1 for a plain file, the scale of an asset
    /// catalog's variant (2 for a `2x` file).
    public var scale: Double

    /// An image resource.
    public init(path: String, pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
        self.path = path
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// The image's size in points: its pixels divided by its scale, as UIKit gives it.
    public var pointSize: CGSize {
        CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    }
}

/// The services layout needs from the backend: text measurement and image loading.
public struct LayoutServices {
    /// Measures text.
    public var text: TextMeasuring
    /// Loads images.
    public var images: ImageProviding
    /// The pixels per point frames are drawn at, which picks the file of an asset catalog's
    /// image set.
    public var displayScale: Double

    /// Services from a text engine and an image store, for drawing at `displayScale`.
    public init(text: TextMeasuring, images: ImageProviding, displayScale: Double = 1) {
        self.text = text
        self.images = images
        self.displayScale = displayScale
    }
}
