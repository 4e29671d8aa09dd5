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
    /// Whether frames may come from epoch plans (`EpochPlan`); off, every frame takes the general
    /// path, which plans shortcut (tests compare the two).
    package var usesEpochPlans = true

    /// An evaluator using `services`.
    public init(services: LayoutServices, diagnostics: DiagnosticLog) {
        self.services = services
        self.diagnostics = diagnostics
    }

    /// The display list of `view` on a canvas of `size` points at `scale` pixels per point.
    public func displayList<V: View>(for view: V, size: CGSize, scale: Double = 1, background: Color = .clear, time: Double = 0) -> DisplayList {
        let root = ResolveContext(diagnostics: diagnostics, time: time).resolve(view)
        return displayList(for: root, size: size, scale: scale, background: background, time: time)
    }

    /// The display list of a resolved tree at `time` (for its emitters).
    package func displayList(for root: ViewNode, size: CGSize, scale: Double, background: Color, time: Double = 0) -> DisplayList {
        let box = LayoutBox.make(root)
        LayoutEngine(services: services, diagnostics: diagnostics).layout(box, in: size)
        var builder = DisplayListBuilder(diagnostics: diagnostics, services: services)
        builder.time = time
        let items = builder.build(box, transform: CGAffineTransform(scaleX: scale, y: scale))
        return DisplayList(pixelWidth: Int((size.width * scale).rounded(.up)), pixelHeight: Int((size.height * scale).rounded(.up)),
                           background: background, items: items)
    }

    /// The display list of `scene` at `time` seconds: the body of the state shown then, with
    /// every attribute the timeline changed at its animated value.
    ///
    /// This runs the scene's timeline on `scene`'s own state storage, so a scene instance must not
    /// be evaluated on two threads at once (give each thread its own, made with `init()`). With a
    /// cache, an instance's timeline is resolved once; without one, or for an instance that cannot
    /// be told from another (no state), at every call. `displayList(for:timeline:time:scale:)`
    /// takes a timeline resolved once and shared.
    public func displayList<S: AnimatedScene>(for scene: S, time: Double, scale: Double? = nil) -> DisplayList {
        displayList(for: scene, timeline: nil, time: time, scale: scale)
    }

    /// The display list of `scene` at `time` seconds, its states those of `timeline` (resolved
    /// once, from any instance of the same scene, and shared by every thread that renders it); nil
    /// resolves it as `displayList(for:time:scale:)` does.
    public func displayList<S: AnimatedScene>(for scene: S, timeline: ResolvedTimeline?, time: Double, scale: Double? = nil) -> DisplayList {
        let format = scene.format
        let size = CGSize(width: format.width, height: format.height)
        let s = scale ?? format.scale
        // `Date.now` is this frame's time wherever the frame's work reads it (see `SceneClock`);
        // random numbers are the scene's, seeded by what the engine calls (see `SceneRandom`).
        let items = SceneRandom.scene(seed: format.seed, time: time) { SceneClock.at(time) {
            let box = laidOut(scene, at: time, timeline: timeline)
            var builder = DisplayListBuilder(diagnostics: diagnostics, services: services)
            builder.time = time
            builder.seed = format.seed
            return builder.build(box, transform: CGAffineTransform(scaleX: s, y: s))
        } }
        return DisplayList(pixelWidth: Int((size.width * s).rounded(.up)), pixelHeight: Int((size.height * s).rounded(.up)),
                           background: format.background, items: items)
    }

    /// The laid-out tree of `scene` at `time`: animated attributes and transitions, then layout,
    /// then animated frames. `timeline` is the scene's resolved timeline (found or resolved when
    /// nil).
    ///
    /// When the states up to `time` do not read the time, the frames of an epoch share a plan
    /// (`EpochPlan`, kept in the cache) that gives most frames directly from the current state's
    /// own layout; the others, and scenes that read the time, take the general path. Both give the
    /// same tree, so a frame does not depend on what was cached before it.
    package func laidOut<S: AnimatedScene>(_ scene: S, at time: Double, timeline given: ResolvedTimeline? = nil) -> LayoutBox {
        SceneRandom.scene(seed: scene.format.seed, time: time) { layOut(scene, at: time, timeline: given) }
    }

    /// `laidOut(_:at:timeline:)` with the frame's random numbers in effect.
    private func layOut<S: AnimatedScene>(_ scene: S, at time: Double, timeline given: ResolvedTimeline?) -> LayoutBox {
        let canvas = CGSize(width: scene.format.width, height: scene.format.height)
        let storage = SceneStateStorage(scene)
        let timeline = given ?? cache?.timeline(for: storage) { ResolvedTimeline(scene, storage: storage, services: services) }
            ?? ResolvedTimeline(scene, storage: storage, services: services)
        replay(timeline.diagnostics)
        cache?.select(timeline, storage: storage, canvas: canvas, scale: services.displayScale)
        // The scene's state storage goes back to the first state whatever happens to it here (body
        // evaluations, `onPreferenceChange` actions), so the next frame starts from the same state.
        defer { timeline.restore(0, in: storage) }
        let current = timeline.epochIndex(at: time)
        var (states, cacheable) = resolvedStates(of: scene, timeline: timeline, storage: storage, through: current, canvas: canvas, at: time)
        timeline.restore(current, in: storage)
        reportTransitionWarnings(states[0], cacheable: cacheable[0])
        let epochs = Array(timeline.epochs[0...current])
        var plan: EpochPlan?
        if usesEpochPlans && !cacheable.contains(false) {
            let epochPlan = self.plan(states: &states, timeline: timeline, canvas: canvas)
            if let box = epochPlan.evaluate(at: time) { return box }
            plan = epochPlan
        }
        return generalLayout(of: scene, storage: storage, views: timeline.viewStates(current), states: states, cacheable: cacheable,
                             epochs: epochs, plan: plan, canvas: canvas, at: time)
    }

    /// The resolved states of `scene` from the first through `current` (from the cache where
    /// possible), and whether each may be kept (its body did not read the time).
    private func resolvedStates<S: AnimatedScene>(of scene: S, timeline: ResolvedTimeline, storage: SceneStateStorage, through current: Int,
                                                  canvas: CGSize, at time: Double) -> ([TimelineCache.StateData], [Bool]) {
        var states: [TimelineCache.StateData] = []
        var cacheable: [Bool] = []
        for index in 0...current {
            if let data = cache?.data(index) {
                replay(data.diagnostics)
                states.append(data)
                cacheable.append(true)
                continue
            }
            timeline.restore(index, in: storage)
            let ((tree, reusable), reported) = capturing { log in resolve(scene, at: time, state: storage.snapshot(), views: timeline.viewStates(index),
                                                                                 reportingTo: log) }
            var (data, layout) = stateData(tree, diagnostics: reported, animates: timeline.epochs.count > 1, canvas: canvas)
            if reusable { cache?.store(data, at: index) }
            // The model layout made for the content built during layout is this frame's to use
            // (the plan takes it); it is never kept in the cache.
            data.layout = layout
            states.append(data)
            cacheable.append(reusable)
        }
        return (states, cacheable)
    }

    /// The data of a state whose body resolved to `tree`. When the scene animates (`animates`) and
    /// the tree holds content built during layout (`LayoutTimeContent`), the tree is laid out now
    /// and that content put back into it, so the views inside readers animate like any other; the
    /// model layout is kept in the data and returned for the plan.
    private func stateData(_ tree: ViewNode, diagnostics reported: [Diagnostic], animates: Bool,
                           canvas: CGSize) -> (TimelineCache.StateData, LayoutBox?) {
        guard animates, LayoutTimeContent.contains(tree) else { return (TimelineCache.StateData(tree: tree, diagnostics: reported), nil) }
        let ((box, frames, built), modelReported) = capturing { log in
            let engine = LayoutEngine(services: services, diagnostics: log)
            engine.builtContent = [:]
            let (box, frames) = FrameAnimation.modelLayout(tree, canvas: canvas, engine: engine)
            return (box, frames, engine.builtContent ?? [:])
        }
        var data = TimelineCache.StateData(tree: LayoutTimeContent.expanded(tree, built: built), diagnostics: reported)
        data.models = frames
        data.modelDiagnostics = modelReported
        return (data, box)
    }

    /// `scene`'s body resolved at `time` (with state as restored), reporting to `log`, and whether
    /// it did not read the time.
    private func resolve<S: AnimatedScene>(_ scene: S, at time: Double, state: StateSnapshot, views: ViewStateStore,
                                           reportingTo log: DiagnosticLog) -> (ViewNode, Bool) {
        var context = ResolveContext(diagnostics: log, time: time)
        context.state = state
        context.viewStates = views
        let reads = TimeReadRecorder()
        context.timeReads = reads
        let tree = SceneClock.at(time, reads: reads) {
            StateChangeRecorder.$bound.withValue(StateChangeRecorder(reportingTo: log)) {
                SceneRandom.withSeed(scene.format.seed, call: .body) { context.resolve(scene.body) }
            }
        }
        return (tree, !reads.readsTime)
    }

    /// Reports the transitions of the first state that can never run.
    private func reportTransitionWarnings(_ first: TimelineCache.StateData, cacheable: Bool) {
        if let warnings = first.transitionWarnings {
            replay(warnings)
            return
        }
        let (_, warnings) = capturing { log in TransitionAnimation.checkTransitions(in: first.tree, diagnostics: log) }
        if cacheable { cache?.setTransitionWarnings(warnings, at: 0) }
    }

    /// The model frames of state `index`: kept in its data, or laid out now (and kept when the
    /// state is cached; the laid-out tree goes in `states[index].layout`, for the plan).
    private func modelFrames(of states: inout [TimelineCache.StateData], _ index: Int, cacheable: Bool,
                        canvas: CGSize) -> FrameAnimation.ModelFrames {
        if let models = states[index].models {
            replay(states[index].modelDiagnostics)
            return models
        }
        let tree = states[index].tree
        let ((box, frames), reported) = capturing { log in
            FrameAnimation.modelLayout(tree, canvas: canvas, engine: LayoutEngine(services: services, diagnostics: log))
        }
        states[index].models = frames
        states[index].modelDiagnostics = reported
        states[index].layout = box
        if cacheable { cache?.setModels(frames, diagnostics: reported, at: index) }
        return frames
    }

    /// The plan of the epoch of the last of `states` (all of them cacheable): from the cache, or
    /// made now and kept; its tracks from the timeline (made now by the first thread that needs them).
    private func plan(states: inout [TimelineCache.StateData], timeline: ResolvedTimeline, canvas: CGSize) -> EpochPlan {
        let current = states.count - 1
        if let plan = cache?.plan(current) {
            for state in states { replay(state.modelDiagnostics) }
            return plan
        }
        let models = states.indices.map { modelFrames(of: &states, $0, cacheable: true, canvas: canvas) }
        // The plan owns the current state's laid-out tree: it sets drawing attributes and frames on it.
        let layout = states[current].layout
            ?? FrameAnimation.modelLayout(states[current].tree, canvas: canvas,
                                          engine: LayoutEngine(services: services, diagnostics: diagnostics)).box
        states[current].layout = nil
        let epochs = Array(timeline.epochs[0...current])
        let made = states
        let tracks = timeline.tracks(ofEpoch: current, canvas: canvas) {
            EpochTracks(states: made, models: current > 0 ? models : [], epochs: epochs)
        }
        let plan = EpochPlan(tracks: tracks, layout: layout, observed: PreferenceObservation.hasObservers(states[current].tree))
        cache?.store(plan, at: current)
        return plan
    }

    /// The general path of `laidOut`: the current tree with attributes and transitions animated
    /// (with `onPreferenceChange` actions fed back: when the tree has preference observers, it is
    /// laid out, the actions run with the observed values, and the body is evaluated again, at
    /// most three times, until the values stop changing), laid out, then its frames animated.
    /// `plan`, when given, is the epoch's plan, whose tracks it uses.
    private func generalLayout<S: AnimatedScene>(of scene: S, storage: SceneStateStorage, views: ViewStateStore,
                                                 states: [TimelineCache.StateData], cacheable: [Bool],
                                                 epochs: [ResolvedTimeline.Epoch], plan: EpochPlan?, canvas: CGSize,
                                                 at time: Double) -> LayoutBox {
        var states = states
        var cacheable = cacheable
        var plan = plan
        let engine = LayoutEngine(services: services, diagnostics: diagnostics)
        func animated() -> ViewNode {
            let current = states[states.count - 1].tree
            let attributes: ViewNode
            if let plan {
                let presented = AttributeTrack.presented(plan.tracks, at: time)
                attributes = presented.isEmpty ? current : AttributeAnimation.apply(current, presented)
            } else {
                attributes = AttributeAnimation.animate(trees: states.map(\.tree), maps: states.map(\.collected), epochs: epochs, at: time)
            }
            return TransitionAnimation.apply(maps: states.map(\.entries), epochs: epochs, current: attributes, at: time,
                                             collected: states.map(\.collected))
        }
        var tree = animated()
        var previous: [Any]?
        for _ in 0..<3 where PreferenceObservation.hasObservers(tree) {
            let box = LayoutBox.make(tree)
            engine.layout(box, in: canvas)
            let observers = PreferenceObservation.observers(in: box)
            let values = observers.map { o in
                SceneRandom.call(.preference, identity: o.box.path.stableHash) { o.observer.collect(o.box.children[0]) }
            }
            if let previous, zip(observers, zip(previous, values)).allSatisfy({ $0.0.observer.isEqual($0.1.0, $0.1.1) }) { break }
            previous = values
            StateChangeRecorder.$bound.withValue(StateChangeRecorder()) {
                for (o, v) in zip(observers, values) {
                    SceneRandom.call(.preferenceChange, identity: o.box.path.stableHash) { o.observer.action(v) }
                }
            }
            let (fed, _) = resolve(scene, at: time, state: storage.snapshot(), views: views, reportingTo: diagnostics)
            states[states.count - 1] = stateData(fed, diagnostics: [], animates: states.count > 1, canvas: canvas).0
            cacheable[cacheable.count - 1] = false
            plan = nil
            tree = animated()
        }
        let box = LayoutBox.make(tree)
        engine.layout(box, in: canvas)
        if states.count > 1 {
            let models = states.indices.map { modelFrames(of: &states, $0, cacheable: cacheable[$0], canvas: canvas) }
            if let plan {
                FrameAnimation.apply(to: box, tracks: plan.frameTrackMap, models: models, time: time)
            } else {
                FrameAnimation.apply(to: box, collected: states.map(\.collected), models: models, epochs: epochs, time: time)
            }
        }
        return box
    }

    /// Runs `body` reporting to a log of its own, adds what it reported to `diagnostics`, and
    /// returns the result with what was reported (kept with cached results to report again).
    private func capturing<T>(_ body: (DiagnosticLog) -> T) -> (T, [Diagnostic]) {
        let log = DiagnosticLog()
        let result = body(log)
        diagnostics.merge(log)
        return (result, log.diagnostics)
    }

    /// Reports again what computing a cached result reported.
    private func replay(_ reported: [Diagnostic]) {
        for diagnostic in reported { diagnostics.report(diagnostic) }
    }
}
