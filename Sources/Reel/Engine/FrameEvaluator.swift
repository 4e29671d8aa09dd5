import Foundation

/// Evaluates a view at a moment into a display list: resolve, lay out, draw. A pure function of
/// its inputs, so any frame can be evaluated alone or on any thread.
public struct FrameEvaluator {
    /// Text measurement and image loading.
    public var services: LayoutServices
    /// Where problems are reported.
    public var diagnostics: DiagnosticLog
    /// What the previous frames of the same scene left to reuse (one cache per thread).
    package var cache: TimelineCache?

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
        let canvas = CGSize(width: scene.format.width, height: scene.format.height)
        let engine = LayoutEngine(services: services, diagnostics: diagnostics)
        let evaluated = animatedTrees(of: scene, at: time)
        let box = LayoutBox.make(evaluated.tree)
        engine.layout(box, in: canvas)
        if evaluated.states.count > 1 {
            let models = evaluated.states.indices.map { i -> FrameAnimation.ModelFrames in
                if let m = evaluated.states[i].models { return m }
                let m = FrameAnimation.modelFrames(evaluated.states[i].tree, canvas: canvas, engine: engine)
                if evaluated.cacheable[i] { cache?.setModels(m, at: i) }
                return m
            }
            FrameAnimation.apply(to: box, collected: evaluated.states.map(\.collected), models: models,
                                 epochs: evaluated.epochs, time: time)
        }
        return box
    }

    /// The states of `scene` up to `time` (from the cache where possible) and the current tree
    /// with attributes and transitions animated, with `onPreferenceChange` actions fed back:
    /// when the current tree has preference observers, it is laid out, the actions run with the
    /// observed values, and the body is evaluated again (at most three times, until the values
    /// stop changing).
    package func animatedTrees<S: AnimatedScene>(of scene: S, at time: Double)
        -> (tree: ViewNode, states: [TimelineCache.StateData], epochs: [SceneStates.Epoch], cacheable: [Bool]) {
        let timeline = SceneStates(scene, diagnostics: diagnostics)
        let current = timeline.epochIndex(at: time)
        let canvas = CGSize(width: scene.format.width, height: scene.format.height)
        let watch = StateChangeRecorder(reportingTo: diagnostics)
        func evaluate() -> (ViewNode, Bool) {
            var context = ResolveContext(diagnostics: diagnostics, time: time)
            let reads = TimeReadRecorder()
            context.timeReads = reads
            let tree = StateChangeRecorder.$current.withValue(watch) { context.resolve(scene.body) }
            return (tree, !reads.readsTime)
        }
        var states: [TimelineCache.StateData] = []
        var cacheable: [Bool] = []
        for index in 0...current {
            if let data = cache?.data(index, scene: S.self, canvas: canvas) {
                states.append(data)
                cacheable.append(true)
                continue
            }
            timeline.restore(index)
            let (tree, reusable) = evaluate()
            let data = TimelineCache.StateData(tree: tree, collected: AttributeAnimation.collect(tree),
                                               entries: TransitionAnimation.entries(tree), models: nil)
            if reusable { cache?.store(data, at: index) }
            states.append(data)
            cacheable.append(reusable)
        }
        timeline.restore(current)
        TransitionAnimation.checkTransitions(in: states[0].tree, diagnostics: diagnostics)
        let epochs = Array(timeline.epochs[0...current])
        func animated() -> ViewNode {
            let attributes = AttributeAnimation.animate(trees: states.map(\.tree), maps: states.map(\.collected), epochs: epochs, at: time)
            return TransitionAnimation.apply(maps: states.map(\.entries), epochs: epochs, current: attributes, at: time)
        }
        var tree = animated()
        var previous: [Any]?
        for _ in 0..<3 where PreferenceObservation.hasObservers(tree) {
            let box = LayoutBox.make(tree)
            LayoutEngine(services: services, diagnostics: diagnostics).layout(box, in: canvas)
            let observers = PreferenceObservation.observers(in: box)
            let values = observers.map { $0.observer.collect($0.box.children[0]) }
            if let previous, zip(observers, zip(previous, values)).allSatisfy({ $0.0.observer.isEqual($0.1.0, $0.1.1) }) { break }
            previous = values
            StateChangeRecorder.$current.withValue(StateChangeRecorder()) {
                for (o, v) in zip(observers, values) { o.observer.action(v) }
            }
            let (fed, _) = evaluate()
            states[states.count - 1] = TimelineCache.StateData(tree: fed, collected: AttributeAnimation.collect(fed),
                                                               entries: TransitionAnimation.entries(fed), models: nil)
            cacheable[cacheable.count - 1] = false
            tree = animated()
        }
        return (tree, states, epochs, cacheable)
    }
}
