import Foundation

/// Evaluates a view at a moment into a display list: resolve, lay out, draw. A pure function of
/// its inputs, so any frame can be evaluated alone or on any thread.
public struct FrameEvaluator {
    /// Text measurement and image loading.
    public var services: LayoutServices
    /// Where problems are reported.
    public var diagnostics: DiagnosticLog

    /// An evaluator using `services`.
    public init(services: LayoutServices, diagnostics: DiagnosticLog) {
        self.services = services
        self.diagnostics = diagnostics
    }

    /// The display list of `view` on a canvas of `size` points at `scale` pixels per point.
    public func displayList<V: View>(for view: V, size: CGSize, scale: Double = 1, background: Color = .clear, time: Double = 0) -> DisplayList {
        let root = ResolveContext(diagnostics: diagnostics, time: time).resolve(view)
        return displayList(for: root, size: size, scale: scale, background: background)
    }

    /// The display list of a resolved tree.
    package func displayList(for root: ViewNode, size: CGSize, scale: Double, background: Color) -> DisplayList {
        let box = LayoutBox.make(root)
        LayoutEngine(services: services, diagnostics: diagnostics).layout(box, in: size)
        var builder = DisplayListBuilder(diagnostics: diagnostics, services: services)
        let items = builder.build(box, transform: CGAffineTransform(scaleX: scale, y: scale))
        return DisplayList(pixelWidth: Int((size.width * scale).rounded(.up)), pixelHeight: Int((size.height * scale).rounded(.up)),
                           background: background, items: items)
    }

    /// The display list of `scene` at `time` seconds: the body of the state shown then, with
    /// every attribute the timeline changed at its animated value.
    ///
    /// This runs the scene's timeline on `scene`'s own state storage, so a scene instance must not
    /// be evaluated on two threads at once (give each thread its own, made with `init()`).
    public func displayList<S: AnimatedScene>(for scene: S, time: Double, scale: Double? = nil) -> DisplayList {
        let format = scene.format
        let size = CGSize(width: format.width, height: format.height)
        let s = scale ?? format.scale
        let box = laidOut(scene, at: time)
        var builder = DisplayListBuilder(diagnostics: diagnostics, services: services)
        let items = builder.build(box, transform: CGAffineTransform(scaleX: s, y: s))
        return DisplayList(pixelWidth: Int((size.width * s).rounded(.up)), pixelHeight: Int((size.height * s).rounded(.up)),
                           background: format.background, items: items)
    }

    /// The laid-out tree of `scene` at `time`: animated attributes and transitions, then layout,
    /// then animated frames.
    package func laidOut<S: AnimatedScene>(_ scene: S, at time: Double) -> LayoutBox {
        let (tree, trees, epochs) = animatedTrees(of: scene, at: time)
        let canvas = CGSize(width: scene.format.width, height: scene.format.height)
        let engine = LayoutEngine(services: services, diagnostics: diagnostics)
        let box = LayoutBox.make(tree)
        engine.layout(box, in: canvas)
        FrameAnimation.apply(to: box, trees: trees, epochs: epochs, canvas: canvas, time: time, engine: engine)
        return box
    }

    /// The resolved tree of `scene` at `time`, animated, with `onPreferenceChange` actions fed
    /// back: when the current state's tree has preference observers, it is laid out, the actions
    /// run with the observed values, and the body is evaluated again (at most three times, until
    /// the values stop changing).
    package func animatedTrees<S: AnimatedScene>(of scene: S, at time: Double) -> (ViewNode, [ViewNode], [SceneStates.Epoch]) {
        let states = SceneStates(scene, diagnostics: diagnostics)
        let current = states.epochIndex(at: time)
        var trees: [ViewNode] = []
        let watch = StateChangeRecorder(reportingTo: diagnostics)
        func evaluate() -> ViewNode {
            StateChangeRecorder.$current.withValue(watch) { ResolveContext(diagnostics: diagnostics, time: time).resolve(scene.body) }
        }
        for index in 0...current {
            states.restore(index)
            trees.append(evaluate())
        }
        TransitionAnimation.checkTransitions(in: trees[0], diagnostics: diagnostics)
        let epochs = Array(states.epochs[0...current])
        func animated() -> ViewNode {
            TransitionAnimation.apply(trees: trees, epochs: epochs,
                                      current: AttributeAnimation.animate(trees: trees, epochs: epochs, at: time), at: time)
        }
        var tree = animated()
        var previous: [Any]?
        for _ in 0..<3 {
            let box = LayoutBox.make(tree)
            LayoutEngine(services: services, diagnostics: diagnostics)
                .layout(box, in: CGSize(width: scene.format.width, height: scene.format.height))
            let observers = PreferenceObservation.observers(in: box)
            guard !observers.isEmpty else { break }
            let values = observers.map { $0.observer.collect($0.box.children[0]) }
            if let previous, zip(observers, zip(previous, values)).allSatisfy({ $0.0.observer.isEqual($0.1.0, $0.1.1) }) { break }
            previous = values
            StateChangeRecorder.$current.withValue(StateChangeRecorder()) {
                for (o, v) in zip(observers, values) { o.observer.action(v) }
            }
            trees[trees.count - 1] = evaluate()
            tree = animated()
        }
        return (tree, trees, epochs)
    }
}
