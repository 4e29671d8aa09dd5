import Foundation

/// The drawing context of a `Canvas`, as SwiftUI's `GraphicsContext`: a value holding a
/// transform, an opacity, a blend mode, clips and filters, with methods that draw. Copies are
/// independent: changing a copy's transform or clip does not affect the original.
public struct GraphicsContext {
    let recorder: CanvasRecorder
    /// The current transform from the context's coordinates to the scene's.
    public var transform: CGAffineTransform
    /// The opacity applied to everything drawn.
    public var opacity: Double
    /// The environment of the canvas: its colour scheme fixes the colours drawn, its font is the
    /// font of text drawn without one.
    public var environment: EnvironmentValues { recorder.environment }
    /// How drawing combines with what lies beneath.
    public var blendMode: BlendMode
    /// Clips in effect, each with the transform it was given in.
    var clips: [(Path, FillStyle, CGAffineTransform)] = []
    /// Filters in effect, in the order added.
    var filters: [GraphicsFilter] = []

    init(recorder: CanvasRecorder, transform: CGAffineTransform, opacity: Double, blendMode: BlendMode) {
        self.recorder = recorder
        self.transform = transform
        self.opacity = opacity
        self.blendMode = blendMode
    }

    // MARK: Transforms

    /// Moves the origin by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    /// Turns the coordinates by `angle` (clockwise on screen) about the origin.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }
    /// Scales the coordinates about the origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clips and filters

    /// Intersects the clip with `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append((path, style, transform))
    }
    /// Adds a filter applied to everything drawn from now on (filters added later apply first,
    /// as in SwiftUI, so `addFilter(.alphaThreshold(min: 0.5)); addFilter(.blur(radius: 10))`
    /// blurs, then thresholds). A blur's or a shadow's radius larger than
    /// `RenderLimits.filterRadius` is drawn at that radius, with a warning.
    public mutating func addFilter(_ filter: Filter) {
        let radius = filter.radius.map {
            RenderLimits.capped(Double($0), at: RenderLimits.filterRadius, "radius", view: "Canvas: filter", diagnostics: recorder.diagnostics)
        } ?? 0
        filters.append(filter.resolved(sqrt(abs(Double(transform.determinant))), radius, environment.colorScheme))
    }

    /// A filter for `addFilter(_:)`.
    public struct Filter {
        /// The radius of a blur or a shadow, checked against the limit when the filter is added.
        let radius: CGFloat?
        /// The filter for a context whose transform scales lengths by the first argument, with the
        /// radius (checked) as the second, its colours fixed for the scheme (the third).
        let resolved: (Double, Double, ColorScheme) -> GraphicsFilter
        /// A Gaussian blur of standard deviation `radius / 2`, as the `blur` modifier.
        public static func blur(radius: CGFloat) -> Filter {
            Filter(radius: radius) { scale, radius, _ in .blur(sigma: max(0, radius) / 2 * scale) }
        }
        /// Pixels with alpha in `min...max` become `color`, the rest transparent.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter { _, _, scheme in .alphaThreshold(min: min, max: max, color: color.resolved(for: scheme)) }
        }
        /// A colour matrix.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter { _, _, _ in .colorMatrix(matrix) } }
        /// Adds `amount` to each colour channel.
        public static func brightness(_ amount: Double) -> Filter { colorMatrix(.brightness(amount)) }
        /// Scales colours from middle grey.
        public static func contrast(_ amount: Double) -> Filter { colorMatrix(.contrast(amount)) }
        /// Scales saturation.
        public static func saturation(_ amount: Double) -> Filter { colorMatrix(.saturation(amount)) }
        /// Removes colour.
        public static func grayscale(_ amount: Double) -> Filter { colorMatrix(.saturation(1 - amount)) }
        /// Turns hues.
        public static func hueRotation(_ angle: Angle) -> Filter { colorMatrix(.hueRotation(angle)) }
        /// Multiplies by a colour.
        public static func colorMultiply(_ color: Color) -> Filter { Filter { _, _, scheme in .colorMatrix(.multiply(color.resolved(for: scheme))) } }
        /// A drop shadow beneath what is drawn.
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(radius: radius) { scale, radius, scheme in
                .shadow(color: color.resolved(for: scheme), sigma: max(0, radius) / 2 * scale, dx: Double(x) * scale, dy: Double(y) * scale)
            }
        }
        init(radius: CGFloat? = nil, _ resolved: @escaping (Double, Double, ColorScheme) -> GraphicsFilter) {
            self.radius = radius
            self.resolved = resolved
        }
    }

    // MARK: Paint

    /// How a fill or stroke is painted.
    public struct Shading {
        let paint: (CGRect, EnvironmentValues) -> Paint
        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading { _, _ in .color(color) } }
        /// Any shape style, resolved in the bounds of what is drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading { style.resolvePaint(in: $0, environment: $1) }
        }
        /// A linear gradient between two points of the context.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading { _, _ in .linearGradient(stops: gradient.resolvedStops, start: startPoint, end: endPoint) }
        }
        /// A radial gradient around a point of the context.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading { _, _ in .radialGradient(stops: gradient.resolvedStops, center: center, startRadius: startRadius, endRadius: endRadius, transform: .identity) }
        }
        /// A conic gradient around a point of the context, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero) -> Shading {
            Shading { _, _ in .angularGradient(stops: gradient.resolvedStops, center: center, startAngle: angle, endAngle: angle + .degrees(360)) }
        }
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard path.isFinite else {
            recorder.diagnostics.warning("a path with coordinates that are not finite is not drawn", view: "Canvas")
            return
        }
        let paint = shading.paint(path.boundingRect.isNull ? .zero : path.boundingRect, environment).resolvingColors(for: environment.colorScheme)
        emit(.fill(path: path, paint: paint, style: style, draw: draw))
    }
    /// Strokes `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard path.isFinite else {
            recorder.diagnostics.warning("a path with coordinates that are not finite is not drawn", view: "Canvas")
            return
        }
        let paint = shading.paint(path.boundingRect.isNull ? .zero : path.boundingRect, environment).resolvingColors(for: environment.colorScheme)
        emit(.stroke(path: path, paint: paint, style: style.limited(recorder.diagnostics, view: "Canvas: stroke"), draw: draw))
    }
    /// Strokes `path` with `shading` at `lineWidth`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Draws `text` with its `anchor` at `point` (centred by default), at its natural size.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let node = ResolveContext(environment: environment, diagnostics: recorder.diagnostics).resolve(text)
        guard case .text(let leaf) = node.kind else { return }
        let layout = recorder.services.text.layoutText(leaf.string, style: leaf.style, proposal: .unspecified)
        let origin = CGPoint(x: point.x - anchor.x * layout.size.width, y: point.y - anchor.y * layout.size.height)
        let paint = leaf.paint.resolvePaint(in: CGRect(origin: origin, size: layout.size), environment: leaf.environment)
        emit(.text(TextRun(string: leaf.string, style: leaf.style, layout: layout, paint: paint, origin: origin, draw: draw)))
    }
    /// Draws `text` in `rect`, wrapping to its width.
    public func draw(_ text: Text, in rect: CGRect) {
        let node = ResolveContext(environment: environment, diagnostics: recorder.diagnostics).resolve(text)
        guard case .text(let leaf) = node.kind else { return }
        let layout = recorder.services.text.layoutText(leaf.string, style: leaf.style, proposal: ProposedViewSize(rect.size))
        let paint = leaf.paint.resolvePaint(in: rect, environment: leaf.environment)
        emit(.text(TextRun(string: leaf.string, style: leaf.style, layout: layout, paint: paint, origin: rect.origin, draw: draw)))
    }
    /// Draws `image` stretched into `rect` (a symbol scaled to fit it, centred).
    public func draw(_ image: Image, in rect: CGRect) {
        if image.systemName != nil || image.renderingMode == .template {
            draw(resolve(image), in: rect)
            return
        }
        do {
            let resource = try recorder.services.images.loadImage(named: image.name, scale: recorder.services.displayScale, colorScheme: .light)
            emit(.image(image: resource, rect: rect, interpolation: image.interpolation, draw: draw))
        } catch {
            recorder.diagnostics.error("\(error)", view: "Canvas: Image(\"\(image.name)\")")
        }
    }
    /// Draws `image` at its natural size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        if image.systemName != nil || image.renderingMode == .template {
            draw(resolve(image), at: point, anchor: anchor)
            return
        }
        do {
            let r = try recorder.services.images.loadImage(named: image.name, scale: recorder.services.displayScale, colorScheme: .light)
            let size = r.pointSize
            draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
        } catch {
            recorder.diagnostics.error("\(error)", view: "Canvas: Image(\"\(image.name)\")")
        }
    }

    /// Draws the particles `emitter` has alive at `time` (seconds from the scene's start, such as
    /// a `TimelineView`'s `context.time`), with the emitter's frame at `rect`: its positions are
    /// relative to the rectangle's top-leading corner and unit positions to its size.
    ///
    /// Each emitter a canvas draws gets random values of its own, from the scene's seed, the
    /// canvas's identity and `id` (by default, how many emitters the canvas drew before it in
    /// this frame), so the same canvas draws the same particles in every frame.
    public func draw(_ emitter: ParticleEmitter, in rect: CGRect, time: Double, id: Int? = nil) {
        let number = id.map { UInt64(bitPattern: Int64($0)) } ?? recorder.emittersDrawn
        recorder.emittersDrawn += 1
        guard rect.isFiniteRect, time.isFinite else {
            recorder.diagnostics.warning("an emitter drawn in a rectangle or at a time that is not finite is not drawn", view: "Canvas")
            return
        }
        let resolve = ResolveContext(environment: environment, diagnostics: recorder.diagnostics)
        let node = ParticleEmitterNode(emitter: emitter, context: resolve)
        for issue in emitter.issues { recorder.diagnostics.warning(issue.warning, view: "Canvas: ParticleEmitter") }
        if let issue = node.capacityIssue { recorder.diagnostics.warning(issue.warning, view: "Canvas: ParticleEmitter") }
        let random = ParticleRandom(seed: recorder.particleRandom.key, identity: Mixing.mix(number), emitterSeed: emitter.seed)
        let drawn = ParticleDrawing(services: recorder.services, diagnostics: recorder.diagnostics)
            .items(node, frame: rect, draw: DrawParameters(transform: transform), time: time, random: random)
        guard !drawn.isEmpty else { return }
        emit(drawn)
    }

    /// Draws what `content` draws into a new layer, then composites the layer with this
    /// context's opacity, blend mode, filters and clips.
    public func drawLayer(_ content: (inout GraphicsContext) -> Void) {
        var inner = GraphicsContext(recorder: recorder, transform: transform, opacity: 1, blendMode: .normal)
        let saved = recorder.items
        recorder.items = []
        content(&inner)
        let layerItems = recorder.items
        recorder.items = saved
        wrapped([.beginLayer(Layer(opacity: opacity, blendMode: blendMode, filters: filters.reversed()))] + layerItems + [.endLayer])
    }

    // MARK: Recording

    private var draw: DrawParameters {
        filters.isEmpty ? DrawParameters(transform: transform, opacity: opacity, blendMode: blendMode)
                        : DrawParameters(transform: transform)
    }

    /// How one drawing operation is placed (for drawing code in other files).
    var drawParameters: DrawParameters { draw }
    /// Records one drawing operation (for drawing code in other files).
    func emitItem(_ item: DisplayItem) { emit(item) }
    /// Records drawing operations that go together (a masked layer), with the clips, in a layer
    /// when filters are in effect.
    func emitItems(_ items: [DisplayItem]) {
        guard opacity > 0, transform.isFinite, transform.isInvertible else { return }
        if filters.isEmpty {
            wrapped(items)
        } else {
            wrapped([.beginLayer(Layer(opacity: opacity, blendMode: blendMode, filters: filters.reversed()))] + items + [.endLayer])
        }
    }

    /// Records one drawing operation with the clips, and a layer when filters are in effect.
    private func emit(_ item: DisplayItem) {
        guard opacity > 0, transform.isFinite, transform.isInvertible else { return }
        if filters.isEmpty {
            wrapped([item])
        } else {
            wrapped([.beginLayer(Layer(opacity: opacity, blendMode: blendMode, filters: filters.reversed())), item, .endLayer])
        }
    }

    /// Records the particle batches of one emitter, drawn with this context's opacity and blend
    /// mode (or in one layer when filters are in effect), with the clips.
    private func emit(_ batches: [DisplayItem]) {
        guard opacity > 0, transform.isFinite, transform.isInvertible else { return }
        if filters.isEmpty {
            wrapped(batches.map { item in
                guard case .particles(var batch) = item else { return item }
                batch.draw.opacity = opacity
                batch.draw.blendMode = blendMode
                return .particles(batch)
            })
        } else {
            wrapped([.beginLayer(Layer(opacity: opacity, blendMode: blendMode, filters: filters.reversed()))] + batches + [.endLayer])
        }
    }

    private func wrapped(_ items: [DisplayItem]) {
        for (path, style, t) in clips { recorder.items.append(.pushClip(path: path, style: style, transform: t)) }
        recorder.items += items
        for _ in clips { recorder.items.append(.popClip) }
    }
}
