import Foundation

/// Turns a laid-out box tree into a display list: walks it in drawing order, composes
/// transforms, carries opacity and blend mode down to the leaves, and opens layers for the effects
/// that need one.
package struct DisplayListBuilder {
    /// Where problems are reported.
    package var diagnostics: DiagnosticLog
    /// Text measurement and images, for what canvases draw.
    package var services: LayoutServices
    /// The frame's time, in seconds from the scene's start: emitters draw their particles then.
    package var time: Double = 0
    /// The scene's seed, from which emitters' random values are made.
    package var seed: UInt64 = 0
    private(set) var items: [DisplayItem] = []

    package init(diagnostics: DiagnosticLog, services: LayoutServices) {
        self.diagnostics = diagnostics
        self.services = services
    }

    /// What flows down the tree while drawing.
    struct State {
        var transform: CGAffineTransform
        var opacity: Double = 1
        var blendMode: BlendMode = .normal
        var draw: DrawParameters { DrawParameters(transform: transform, opacity: opacity, blendMode: blendMode) }
    }

    /// The items for `root`, laid out in layout space and mapped to device pixels by `transform`.
    package mutating func build(_ root: LayoutBox, transform: CGAffineTransform) -> [DisplayItem] {
        items = []
        visit(root, State(transform: transform))
        return items
    }

    private mutating func visit(_ box: LayoutBox, _ state: State) {
        guard state.opacity > 0 else { return }
        switch box.kind {
        case .empty:
            break
        case .shape(let leaf):
            drawShape(leaf, box, state)
        case .text(let leaf):
            guard let layout = box.textLayout, !leaf.string.isEmpty || leaf.contentChange != nil else { return }
            let paint = leaf.paint.resolvePaint(in: box.frame, environment: leaf.environment)
            if let change = leaf.contentChange {
                items += TextContentDrawing(services: services).items(leaf, change: change, layout: layout, frame: box.frame,
                                                                      proposal: box.placedProposal, paint: paint, draw: state.draw)
                return
            }
            items.append(.text(TextRun(string: leaf.string, style: leaf.style, layout: layout, paint: paint,
                                       origin: box.frame.origin, draw: state.draw)))
        case .image(let leaf):
            guard let image = box.image, box.frame.width > 0, box.frame.height > 0 else { return }
            if let template = leaf.template, let environment = leaf.environment {
                // A template: the foreground style, masked by the image's alpha.
                var reset = state.draw
                reset.opacity = 1
                reset.blendMode = .normal
                items.append(.beginLayer(Layer(opacity: state.opacity, blendMode: state.blendMode, hasMask: true)))
                items.append(.fill(path: Path(box.frame), paint: template.resolvePaint(in: box.frame, environment: environment),
                                   style: FillStyle(), draw: reset))
                items.append(.beginMask)
                items.append(.image(image: image, rect: box.frame, interpolation: leaf.interpolation, draw: reset))
                items.append(.endLayer)
                return
            }
            items.append(.image(image: image, rect: box.frame, interpolation: leaf.interpolation, draw: state.draw))
        case .group, .container:
            for child in DisplayListBuilder.drawingOrder(box.children) { visit(child, state) }
        case .geometryReader:
            for child in box.children { visit(child, state) }
        case .spacer:
            break
        case .canvas(let canvas):
            guard box.frame.width > 0, box.frame.height > 0 else { return }
            let recorder = CanvasRecorder(services: services, diagnostics: diagnostics)
            recorder.environment = canvas.environment
            recorder.particleRandom = ParticleRandom(seed: seed, identity: box.path.stableHash, emitterSeed: 0)
            var context = GraphicsContext(recorder: recorder, transform: CGAffineTransform(translationX: box.frame.minX, y: box.frame.minY)
                .concatenating(state.transform), opacity: state.opacity, blendMode: state.blendMode)
            // The renderer's random numbers are keyed by the canvas's identity: the same every frame.
            SceneRandom.call(.canvas, identity: box.path.stableHash) { canvas.renderer(&context, box.frame.size) }
            items += recorder.items
        case .particles(let emitter):
            let random = ParticleRandom(seed: seed, identity: box.path.stableHash, emitterSeed: emitter.emitter.seed)
            items += ParticleDrawing(services: services, diagnostics: diagnostics)
                .items(emitter, frame: box.frame, draw: state.draw, time: time, random: random)
        case .divider:
            guard box.frame.width > 0, box.frame.height > 0 else { return }
            items.append(.fill(path: Path(box.frame), paint: .color(Divider.color), style: FillStyle(), draw: state.draw))
        case .modifier(let modifier):
            visitModifier(modifier, box, state)
        }
    }

    private mutating func drawShape(_ leaf: ShapeLeaf, _ box: LayoutBox, _ state: State) {
        let frame = box.frame
        // `path(in:)`'s random numbers are keyed by the shape's identity: the same every frame.
        let path = SceneRandom.call(.shape, identity: box.path.stableHash) { () -> Path in
            switch leaf.drawing {
            case .strokeBorder(let style): return DisplayListBuilder.outline(of: leaf.shape.inset(by: style.lineWidth / 2), in: frame)
            default: return DisplayListBuilder.outline(of: leaf.shape, in: frame)
            }
        }
        guard !path.isEmpty else { return }
        guard path.isFinite else {
            diagnostics.warning("the shape's outline has coordinates that are not finite numbers; it is not drawn", view: leaf.name)
            return
        }
        // A material fills its shape with what lies beneath, blurred and tinted: a layer whose
        // alpha is the shape's coverage, drawn by the backdrop filter.
        if case .fill(let style) = leaf.drawing, let material = leaf.style.material {
            let tint = material.tint.resolved(for: material.scheme ?? leaf.environment.colorScheme)
            let sigma = Double(material.blurRadius) / 2 * lengthScale(state.transform)
            items.append(.beginLayer(Layer(opacity: state.opacity, blendMode: state.blendMode, filters: [.backdrop(sigma: sigma, tint: tint)])))
            items.append(.fill(path: path, paint: .color(.white), style: style, draw: DrawParameters(transform: state.transform)))
            items.append(.endLayer)
            return
        }
        let paint = leaf.style.resolvePaint(in: frame, environment: leaf.environment)
        guard !paint.isInvisible else { return }
        switch leaf.drawing {
        case .fill(let style):
            items.append(.fill(path: path, paint: paint, style: style, draw: state.draw))
        case .stroke(let style), .strokeBorder(let style):
            guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
            items.append(.stroke(path: path, paint: paint, style: style, draw: state.draw))
        }
    }

    /// `shape`'s outline for a view laid out at `frame`, in layout space: as in SwiftUI, the shape
    /// is asked for its path in its own space (`CGRect(origin: .zero, size: frame.size)`), and the
    /// path is placed at the frame's origin. A shape written with `rect.width` and one written
    /// with `rect.maxX` draw the same; a `Path` used as a view draws its coordinates from the
    /// frame's top-left.
    static func outline(of shape: AnyShape, in frame: CGRect) -> Path {
        let local = shape.path(in: CGRect(origin: .zero, size: frame.size))
        return local.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// The transform a drawing modifier applies to its content in layout space, about its frame;
    /// nil for modifiers that do not transform.
    static func localTransform(_ modifier: ViewModifierNode, _ frame: CGRect) -> CGAffineTransform? {
        switch modifier {
        case .offset(let d): return CGAffineTransform(translationX: d.width, y: d.height)
        case .edgeOffset(let edge, let f):
            switch edge {
            case .leading: return CGAffineTransform(translationX: -frame.width * f, y: 0)
            case .trailing: return CGAffineTransform(translationX: frame.width * f, y: 0)
            case .top: return CGAffineTransform(translationX: 0, y: -frame.height * f)
            case .bottom: return CGAffineTransform(translationX: 0, y: frame.height * f)
            }
        case .rotation(let angle, let anchor): return .rotation(angle, about: anchor.point(in: frame))
        case .scale(let s, let anchor): return .scale(x: s.width, y: s.height, about: anchor.point(in: frame))
        case .transform(let t): return .about(frame.origin, t)
        case .geometryEffect(let g): return g.projection(frame.size)?.drawableTransform.map { .about(frame.origin, $0) }
        default: return nil
        }
    }

    /// Siblings in drawing order: by `zIndex`, lowest first, keeping the written order for ties.
    static func drawingOrder(_ children: [LayoutBox]) -> [LayoutBox] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        let indices = children.map(\.zIndex)
        return children.indices.sorted { indices[$0] != indices[$1] ? indices[$0] < indices[$1] : $0 < $1 }.map { children[$0] }
    }

    /// The z-index set on `box` or on the modifiers it is made of (worked out when the box is made).
    static func zIndex(_ box: LayoutBox) -> Double { box.zIndex }

    /// The factor by which `t` scales lengths (the square root of its area scale).
    private func lengthScale(_ t: CGAffineTransform) -> Double { sqrt(abs(Double(t.determinant))) }

    private mutating func visitModifier(_ modifier: ViewModifierNode, _ box: LayoutBox, _ state: State) {
        let content = box.children[0]
        let frame = box.frame
        var inner = state
        switch modifier {
        case .preferenceReader(let reader, _) where reader.isBackground:
            fallthrough
        case .background:
            for secondary in box.children.dropFirst() { visit(secondary, state) }
            visit(content, state)
        case .overlay, .preferenceReader:
            visit(content, state)
            for secondary in box.children.dropFirst() { visit(secondary, state) }
        case .offset, .rotation, .transform, .edgeOffset:
            inner.transform = DisplayListBuilder.localTransform(modifier, frame)!.concatenating(state.transform)
            visit(content, inner)
        case .geometryEffect(let effect):
            drawGeometryEffect(effect, content, box, state)
        case .scale(let s, _):
            // A zero scale draws nothing; the view keeps its layout.
            guard s.width != 0, s.height != 0 else { return }
            inner.transform = DisplayListBuilder.localTransform(modifier, frame)!.concatenating(state.transform)
            visit(content, inner)
        case .opacity(let o):
            inner.opacity = state.opacity * min(1, max(0, o))
            visit(content, inner)
        case .interaction(let node) where node.opacity < 1:
            inner.opacity = state.opacity * min(1, max(0, node.opacity))
            visit(content, inner)
        case .blendMode(let mode):
            inner.blendMode = mode
            visit(content, inner)
        case .compositingGroup:
            layer(Layer(opacity: state.opacity, blendMode: state.blendMode), content, state)
        case .clip, .mask, .shadow, .blur, .colorAdjustment:
            drawFiltered(modifier, content, box, state)
        case .hidden:
            return
        case .frame, .flexibleFrame, .padding, .fixedSize, .position, .aspectRatio, .layoutPriority, .zIndex,
             .alignmentGuide, .coordinateSpace, .preference, .implicitAnimation, .transaction, .preferenceObserver, .transition, .matchedGeometry, .layoutValue,
             .animatableModifier, .triggered, .safeArea, .ignoresSafeArea, .safeAreaPadding, .control, .interaction:
            visit(content, state)
        }
    }

    // The modifiers below are drawn outside `visitModifier`, which recurses once per level of the
    // tree: kept in it, their temporaries (colours, layers, paths) would enlarge every level's
    // stack frame, and a tree nested as deep as resolution allows would not fit the 512 KB stack
    // of a test or a dispatch thread in a debug build.

    /// A `GeometryEffect`: the content drawn through its projection.
    @inline(never)
    private mutating func drawGeometryEffect(_ effect: GeometryEffectNode, _ content: LayoutBox, _ box: LayoutBox, _ state: State) {
        let frame = box.frame
        // A projection Cairo cannot draw is an error, never a picture drawn wrong.
        let projection = SceneRandom.call(.geometryEffect, identity: box.path.stableHash) { effect.projection(frame.size) }
        guard let projection else { return }
        guard let t = projection.drawableTransform else {
            diagnostics.error("effectValue(size:) returned a projection that \(projection.undrawableReason ?? "cannot be drawn"); the view is not drawn",
                              view: effect.name)
            return
        }
        var inner = state
        inner.transform = CGAffineTransform.about(frame.origin, t).concatenating(state.transform)
        visit(content, inner)
    }

    /// A clip, mask, shadow, blur or colour adjustment: the content drawn clipped, or into a layer.
    @inline(never)
    private mutating func drawFiltered(_ modifier: ViewModifierNode, _ content: LayoutBox, _ box: LayoutBox, _ state: State) {
        switch modifier {
        case .clip(let shape, let style):
            let path = DisplayListBuilder.outline(of: shape, in: box.frame)
            items.append(.pushClip(path: path, style: style, transform: state.transform))
            visit(content, state)
            items.append(.popClip)
        case .mask:
            var reset = state
            reset.opacity = 1
            reset.blendMode = .normal
            items.append(.beginLayer(Layer(opacity: state.opacity, blendMode: state.blendMode, hasMask: true)))
            visit(content, reset)
            items.append(.beginMask)
            for secondary in box.children.dropFirst() { visit(secondary, reset) }
            items.append(.endLayer)
        case .shadow(let color, let radius, let x, let y):
            let offset = CGSize(width: x, height: y).applying(state.transform)
            let sigma = max(0, Double(radius)) / 2 * lengthScale(state.transform)
            layer(Layer(opacity: state.opacity, blendMode: state.blendMode,
                        filters: [.shadow(color: color, sigma: sigma, dx: offset.width, dy: offset.height)]), content, state)
        case .blur(let radius, let opaque):
            let sigma = max(0, Double(radius)) / 2 * lengthScale(state.transform)
            var filters: [GraphicsFilter] = sigma > 0 ? [.blur(sigma: sigma)] : []
            if opaque { filters.append(.opaque) }
            layer(Layer(opacity: state.opacity, blendMode: state.blendMode, filters: filters), content, state)
        case .colorAdjustment(let adjustment):
            layer(Layer(opacity: state.opacity, blendMode: state.blendMode, filters: [.colorMatrix(adjustment.matrix)]), content, state)
        default:
            visit(content, state)
        }
    }

    /// Draws `content` into a layer with `layer`'s compositing; inside, opacity and blend mode
    /// start afresh.
    private mutating func layer(_ layer: Layer, _ content: LayoutBox, _ state: State) {
        var reset = state
        reset.opacity = 1
        reset.blendMode = .normal
        items.append(.beginLayer(layer))
        visit(content, reset)
        items.append(.endLayer)
    }
}
