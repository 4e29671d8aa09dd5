import Foundation

extension View {
    /// Draws the view moved by `offset`; its layout and its neighbours' places do not change.
    public func offset(_ offset: CGSize) -> _ModifiedView<Self> { modified(.offset(offset)) }
    /// Draws the view moved by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedView<Self> { offset(CGSize(width: x, height: y)) }

    /// Draws the view turned by `angle` (clockwise on screen) about `anchor` of its laid-out frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedView<Self> {
        modified(.rotation(angle, anchor: anchor))
    }
    /// Draws the view scaled by `scale` about `anchor`; a zero scale draws nothing.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ModifiedView<Self> {
        modified(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }
    /// Draws the view scaled by `scale`'s width and height about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _ModifiedView<Self> {
        modified(.scale(scale, anchor: anchor))
    }
    /// Draws the view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ModifiedView<Self> {
        modified(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    /// Draws the view through `transform`, in coordinates whose origin is the frame's top-leading
    /// corner (as SwiftUI's `transformEffect`).
    public func transformEffect(_ transform: CGAffineTransform) -> _ModifiedView<Self> { modified(.transform(transform)) }

    /// Multiplies the view's opacity. Applied to a container, each child is drawn with the opacity
    /// (overlaps show through) unless `compositingGroup()` flattens them first.
    public func opacity(_ opacity: Double) -> _ModifiedView<Self> { modified(.opacity(opacity)) }
    /// Combines the view's colours with what lies beneath by `mode`. Applied to a container, each
    /// child blends separately unless `compositingGroup()` flattens them first.
    public func blendMode(_ mode: BlendMode) -> _ModifiedView<Self> { modified(.blendMode(mode)) }
    /// Renders the view into a layer of its own before ancestors' opacity and blend mode apply.
    public func compositingGroup() -> _ModifiedView<Self> { modified(.compositingGroup) }
    /// Renders the view into an offscreen layer first (here the same as `compositingGroup()`).
    public func drawingGroup(opaque: Bool = false) -> _ModifiedView<Self> { modified(.compositingGroup) }

    /// Clips the view to `shape` placed in its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> _ModifiedView<Self> {
        modified(.clip(AnyShape(shape), style))
    }
    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> _ModifiedView<Self> {
        modified(.clip(AnyShape(Rectangle()), FillStyle(antialiased: antialiased)))
    }
    /// Clips the view to a rounded rectangle of its frame.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> _ModifiedView<Self> {
        modified(.clip(AnyShape(RoundedRectangle(cornerRadius: radius, style: .circular)), FillStyle(antialiased: antialiased)))
    }
    /// Shows the view only where `mask` (proposed the view's size, aligned to it) is opaque: each
    /// pixel keeps the fraction of its alpha equal to the mask's alpha there.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> _ModifiedView<Self> {
        modified(.mask(alignment), secondary: [AnyView(mask())])
    }
    /// Shows the view only where `mask` is opaque.
    public func mask<M: View>(_ mask: M) -> _ModifiedView<Self> {
        modified(.mask(.center), secondary: [AnyView(mask)])
    }

    /// A shadow: the view's alpha, tinted `color`, blurred by `radius` (a Gaussian of standard
    /// deviation `radius / 2`, as for `blur`), moved by (`x`, `y`) and drawn beneath the view.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedView<Self> {
        modified(.shadow(color: color, radius: radius, x: x, y: y))
    }

    /// A Gaussian blur of the rendered view.
    ///
    /// Reel's blur radius is twice the Gaussian's standard deviation: σ = radius / 2, so most of
    /// the spread (±2σ, 95% of the weight) lies within `radius` points of an edge. Blurs with σ ≥ 2
    /// are computed as three successive box blurs, as the SVG filter specification allows; smaller
    /// ones with the exact Gaussian kernel. The total alpha is preserved. With `opaque`, the result
    /// is made fully opaque where the view was.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _ModifiedView<Self> {
        modified(.blur(radius: radius, opaque: opaque))
    }

    /// Keeps the view's space but draws nothing.
    public func hidden() -> _ModifiedView<Self> { modified(.hidden) }
}
