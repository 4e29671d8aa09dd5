import Foundation

/// A frame as a flat list of drawing operations with everything resolved: paths in layout space
/// with the full transform to device pixels, paints, clips and layers. The raster backend draws
/// this list and nothing else.
///
/// Layers and clips nest: every `beginLayer` has its `endLayer`, every `pushClip` its `popClip`,
/// properly nested. A layer with a mask holds its content, then `beginMask`, then the mask's
/// content.
///
/// A `particles` item draws one symbol (a small list of items) at many places. It means exactly
/// what `ParticleBatch.expanded()` spells out with the other items; a backend may draw it faster
/// (by stamping the symbol rasterised once per scale) as long as the result looks the same. A
/// symbol's items hold no `particles` items, and their clips and layers nest within the symbol.
public struct DisplayList: Hashable, Sendable {
    /// Device width in pixels.
    public var pixelWidth: Int
    /// Device height in pixels.
    public var pixelHeight: Int
    /// What fills the canvas before anything is drawn.
    public var background: Color
    /// The operations, in drawing order.
    public var items: [DisplayItem]

    /// A display list.
    public init(pixelWidth: Int, pixelHeight: Int, background: Color, items: [DisplayItem] = []) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.background = background
        self.items = items
    }
}

/// One operation of a display list.
public enum DisplayItem: Hashable, Sendable {
    /// Fill a path.
    case fill(path: Path, paint: Paint, style: FillStyle, draw: DrawParameters)
    /// Stroke a path.
    case stroke(path: Path, paint: Paint, style: StrokeStyle, draw: DrawParameters)
    /// Draw text laid out as `layout`, its box's top-left at `origin`.
    indirect case text(TextRun)
    /// Draw an image into `rect`.
    case image(image: ImageResource, rect: CGRect, interpolation: Image.Interpolation, draw: DrawParameters)
    /// Intersect the clip with a path until the matching `popClip`.
    case pushClip(path: Path, style: FillStyle, transform: CGAffineTransform)
    /// Restore the clip of the matching `pushClip`.
    case popClip
    /// Start drawing into a new transparent layer.
    case beginLayer(Layer)
    /// What follows, up to `endLayer`, is the mask of the current layer's content.
    case beginMask
    /// Finish the current layer: filter it, mask it, and composite it onto what lies beneath.
    case endLayer
    /// Draw a symbol once for each of many particles.
    case particles(ParticleBatch)
}

/// How one drawing operation is placed and composited.
public struct DrawParameters: Hashable, Sendable {
    /// Layout space to device pixels.
    public var transform: CGAffineTransform
    /// Opacity multiplied into the paint.
    public var opacity: Double
    /// How the result combines with what lies beneath.
    public var blendMode: BlendMode

    /// Draw parameters.
    public init(transform: CGAffineTransform, opacity: Double = 1, blendMode: BlendMode = .normal) {
        self.transform = transform
        self.opacity = opacity
        self.blendMode = blendMode
    }
}

/// Text to draw: the characters, the style and the layout measured for them.
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The style.
    public var style: TextStyle
    /// The layout measured during layout, which the backend reproduces.
    public var layout: TextLayout
    /// The paint of the glyphs, in layout space.
    public var paint: Paint
    /// Where the top-left of the text's box lies, in layout space.
    public var origin: CGPoint
    /// Placement and compositing.
    public var draw: DrawParameters

    /// A text run.
    public init(string: String, style: TextStyle, layout: TextLayout, paint: Paint, origin: CGPoint, draw: DrawParameters) {
        self.string = string
        self.style = style
        self.layout = layout
        self.paint = paint
        self.origin = origin
        self.draw = draw
    }
}

/// A layer: drawn separately, then filtered, masked and composited as a whole.
public struct Layer: Hashable, Sendable {
    /// Opacity applied when compositing.
    public var opacity: Double
    /// How the layer combines with what lies beneath.
    public var blendMode: BlendMode
    /// Filters applied to the layer's pixels, in order.
    public var filters: [GraphicsFilter]
    /// Whether the layer has a mask (a `beginMask` follows its content).
    public var hasMask: Bool

    /// A layer.
    public init(opacity: Double = 1, blendMode: BlendMode = .normal, filters: [GraphicsFilter] = [], hasMask: Bool = false) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.filters = filters
        self.hasMask = hasMask
    }
}

/// A filter applied to a layer's pixels. Distances are in device pixels.
public enum GraphicsFilter: Hashable, Sendable {
    /// A Gaussian blur of standard deviation `sigma` pixels.
    case blur(sigma: Double)
    /// A colour matrix on straight RGBA.
    case colorMatrix(ColorMatrix)
    /// A drop shadow: the layer's alpha tinted `color`, blurred by `sigma`, moved by (`dx`, `dy`),
    /// drawn beneath the layer.
    case shadow(color: Color, sigma: Double, dx: Double, dy: Double)
    /// Pixels whose alpha lies in `min...max` become `color`; the others become transparent.
    case alphaThreshold(min: Double, max: Double, color: Color)
    /// Every pixel the layer covers at all becomes fully opaque.
    case opaque
    /// A material: what lies beneath the layer (the target it is composited onto), blurred with
    /// standard deviation `sigma` pixels and then tinted with `tint`, drawn where the layer covers
    /// (its alpha as coverage); the layer's own colours are not drawn. A target whose pixels cannot
    /// be read (a vector one) gets the tint alone.
    case backdrop(sigma: Double, tint: Color)
}
