import Foundation
import Reel
import ReelCairo

extension Benchmark {
    /// Where the evaluation time of the 500-view animated scene goes: the work done once per state
    /// (and kept in the per-thread cache), the work done once per epoch (the plan), the work of
    /// each frame, and, for comparison, the stages of the general path that frames take when the
    /// plan cannot serve them (transitions running, layout-changing animations, time-reading views).
    static let timelineParts = Benchmark(
        name: "timeline-parts", summary: "the stages of evaluating one animated frame", runsByDefault: false
    ) { context in
        let log = DiagnosticLog()
        let renderer = FrameRenderer(diagnostics: log)
        let services = LayoutServices(text: renderer.text, images: renderer.images)
        let scene = DotGrid()
        let canvas = CGSize(width: 1280, height: 720)
        let storage = SceneStateStorage(scene)
        let states = ResolvedTimeline(scene, storage: storage)
        let epochs = Array(states.epochs[0...2])
        let engine = LayoutEngine(services: services, diagnostics: log)
        var trees: [ViewNode] = []
        // Once per state.
        context.measure("per state: evaluate body x3", runs: 10) {
            trees = (0...2).map { i in states.restore(i, in: storage); return ResolveContext(diagnostics: log, time: 1.4).resolve(scene.body) }
        }
        var collected: [AttributeAnimation.Collected] = []
        context.measure("per state: collect attributes x3", runs: 10) { collected = trees.map { AttributeAnimation.collect($0) } }
        context.measure("per state: transition entries x3", runs: 10) { _ = trees.map { TransitionAnimation.entries($0) } }
        var models: [FrameAnimation.ModelFrames] = []
        context.measure("per state: model layout x3", runs: 10) {
            models = trees.map { FrameAnimation.modelFrames($0, canvas: canvas, engine: engine) }
        }
        // Once per epoch.
        context.measure("per epoch: attribute tracks", runs: 10) { _ = AttributeTrack.tracks(maps: collected, epochs: epochs) }
        context.measure("per epoch: frame tracks", runs: 10) { _ = FrameAnimation.tracks(collected: collected, models: models, epochs: epochs) }
        let data = trees.map { TimelineCache.StateData(tree: $0) }
        var tracks = EpochTracks(states: data, models: models, epochs: epochs)
        context.measure("per epoch: tracks (shared by the threads)", runs: 10) {
            tracks = EpochTracks(states: data, models: models, epochs: epochs)
        }
        var plan = EpochPlan(tracks: tracks, layout: FrameAnimation.modelLayout(trees[2], canvas: canvas, engine: engine).box, observed: false)
        context.measure("per epoch: plan (where the tracks go, on this thread)", runs: 10) {
            plan = EpochPlan(tracks: tracks, layout: plan.root, observed: false)
        }
        // Each frame, from the plan.
        var frame = 0
        var box = plan.root
        context.measure("per frame: animate attributes and frames (plan)", runs: 30) {
            box = plan.evaluate(at: 1.4 + Double(frame % 10) / 60)!
            frame += 1
        }
        context.measure("per frame: display list", runs: 30) {
            var builder = DisplayListBuilder(diagnostics: log, services: services)
            _ = builder.build(box, transform: .identity)
        }
        // The general path, each frame.
        var animated = trees[2]
        context.measure("general: animate attributes", runs: 10) {
            animated = AttributeAnimation.animate(trees: trees, maps: collected, epochs: epochs, at: 1.4)
        }
        context.measure("general: transitions", runs: 10) {
            _ = TransitionAnimation.apply(trees: trees, epochs: epochs, current: animated, at: 1.4)
        }
        var laidOut = LayoutBox.make(animated)
        context.measure("general: layout", runs: 10) {
            laidOut = LayoutBox.make(animated)
            engine.layout(laidOut, in: canvas)
        }
        context.measure("general: frame animation", runs: 10) {
            FrameAnimation.apply(to: laidOut, collected: collected, models: models, epochs: epochs, time: 1.4)
        }
    }
}
