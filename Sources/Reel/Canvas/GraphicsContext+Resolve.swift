import Foundation

extension GraphicsContext {
    /// A text resolved in a context's environment, as SwiftUI's `GraphicsContext.ResolvedText`:
    /// measured once with `measure(in:)`, drawn with `draw(_:at:anchor:)` or `draw(_:in:)`.
    public struct ResolvedText {
        let leaf: TextLeaf?
        let services: LayoutServices
        /// The paint the text is drawn with; nil keeps the text's own foreground style.
        public var shading: Shading?

        /// The text's size when offered `size` (it wraps to the width, as a `Text` view does).
        public func measure(in size: CGSize) -> CGSize {
            layout(ProposedViewSize(size)).size
        }
        /// The distance from the top of the text's box to its first line's baseline, offered `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { layout(ProposedViewSize(size)).firstBaseline }
        /// The distance from the top of the text's box to its last line's baseline, offered `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { layout(ProposedViewSize(size)).lastBaseline }

        func layout(_ proposal: ProposedViewSize) -> TextLayout {
            guard let leaf else {
                return TextLayout(size: .zero, wrapWidth: nil, maxLines: nil, logicalOrigin: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
            }
            return services.text.layoutText(leaf.string, style: leaf.style, proposal: proposal)
        }
    }

    /// An image resolved in a context's environment, as SwiftUI's `GraphicsContext.ResolvedImage`:
    /// its natural `size` known, drawn with `draw(_:at:anchor:)` or `draw(_:in:)`. A symbol is
    /// its glyph at the environment's font and image scale; a bitmap its pixels over its scale.
    public struct ResolvedImage {
        enum Content {
            case symbol(TextLeaf, TextLayout)
            case bitmap(Image, ImageResource)
            case missing
        }
        let content: Content
        /// The image's natural size in points.
        public let size: CGSize
        /// The distance from the image's top to its baseline (a symbol's glyph baseline, a bitmap's
        /// bottom).
        public let baseline: CGFloat
        /// The paint a symbol (or a template image) is drawn with; nil keeps the foreground style.
        public var shading: Shading?
    }

    /// `text` resolved in this context's environment (its font, colour scheme and foreground
    /// style), ready to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText {
        let node = ResolveContext(environment: environment, diagnostics: recorder.diagnostics).resolve(text)
        guard case .text(let leaf) = node.kind else { return ResolvedText(leaf: nil, services: recorder.services) }
        return ResolvedText(leaf: leaf, services: recorder.services)
    }

    /// `image` resolved in this context's environment: a symbol at the environment's font, a
    /// bitmap loaded (an image that cannot be loaded is reported and has no size).
    public func resolve(_ image: Image) -> ResolvedImage {
        if image.systemName != nil {
            var plain = image
            plain.isResizable = false
            let node = ResolveContext(environment: environment, diagnostics: recorder.diagnostics).resolve(plain)
            guard case .text(let leaf) = node.kind else { return ResolvedImage(content: .missing, size: .zero, baseline: 0) }
            let layout = recorder.services.text.layoutText(leaf.string, style: leaf.style, proposal: .unspecified)
            return ResolvedImage(content: .symbol(leaf, layout), size: layout.size, baseline: layout.firstBaseline)
        }
        do {
            let resource = try recorder.services.images.loadImage(named: image.name, scale: recorder.services.displayScale,
                                                                  colorScheme: environment.colorScheme)
            return ResolvedImage(content: .bitmap(image, resource), size: resource.pointSize, baseline: resource.pointSize.height)
        } catch {
            recorder.diagnostics.error("\(error)", view: "Canvas: Image(\"\(image.name)\")")
            return ResolvedImage(content: .missing, size: .zero, baseline: 0)
        }
    }

    /// Draws resolved text with its `anchor` at `point` (centred by default), at its natural size.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let leaf = text.leaf, !leaf.string.isEmpty else { return }
        let layout = text.layout(.unspecified)
        let origin = CGPoint(x: point.x - anchor.x * layout.size.width, y: point.y - anchor.y * layout.size.height)
        drawText(leaf, layout, origin: origin, shading: text.shading)
    }

    /// Draws resolved text in `rect`, wrapping to its width.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard let leaf = text.leaf, !leaf.string.isEmpty else { return }
        drawText(leaf, text.layout(ProposedViewSize(rect.size)), origin: rect.origin, shading: text.shading)
    }

    /// Draws a resolved image at its natural size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Draws a resolved image stretched into `rect` (a symbol scaled to fit it, centred).
    public func draw(_ image: ResolvedImage, in rect: CGRect) {
        switch image.content {
        case .missing:
            return
        case .bitmap(let source, let resource):
            guard let shading = image.shading ?? (source.renderingMode == .template ? Shading.style(environment.foregroundStyle) : nil) else {
                emitItem(.image(image: resource, rect: rect, interpolation: source.interpolation, draw: drawParameters))
                return
            }
            // A template: the shading, masked by the image.
            let inner = DrawParameters(transform: transform)
            let paint = shading.paint(rect, environment).resolvingColors(for: environment.colorScheme)
            let outer = drawParameters
            emitItems([.beginLayer(Layer(opacity: outer.opacity, blendMode: outer.blendMode, hasMask: true)),
                       .fill(path: Path(rect), paint: paint, style: FillStyle(), draw: inner), .beginMask,
                       .image(image: resource, rect: rect, interpolation: source.interpolation, draw: inner), .endLayer])
        case .symbol(let leaf, let layout):
            guard image.size.width > 0, image.size.height > 0, rect.width > 0, rect.height > 0 else { return }
            let factor = min(rect.width / image.size.width, rect.height / image.size.height)
            var drawn = leaf, drawnLayout = layout
            if abs(factor - 1) > 1e-9 {
                var style = leaf.style
                style.font = Font(family: style.font.family, size: style.font.size * factor)
                drawn = TextLeaf(string: leaf.string, style: style, paint: leaf.paint, environment: leaf.environment)
                drawnLayout = recorder.services.text.layoutText(drawn.string, style: style, proposal: .unspecified)
            }
            let origin = CGPoint(x: rect.midX - drawnLayout.size.width / 2, y: rect.midY - drawnLayout.size.height / 2)
            drawText(drawn, drawnLayout, origin: origin, shading: image.shading)
        }
    }

    private func drawText(_ leaf: TextLeaf, _ layout: TextLayout, origin: CGPoint, shading: Shading?) {
        let bounds = CGRect(origin: origin, size: layout.size)
        let paint = shading.map { $0.paint(bounds, environment).resolvingColors(for: environment.colorScheme) }
            ?? leaf.paint.resolvePaint(in: bounds, environment: leaf.environment)
        emitItem(.text(TextRun(string: leaf.string, style: leaf.style, layout: layout, paint: paint, origin: origin, draw: drawParameters)))
    }
}
