import Foundation
import Reel
import ReelCairo

extension Benchmark {
    /// Where the evaluation time of the 500-view animated scene goes.
    static let timelineParts = Benchmark(
        name: "timeline-parts", summary: "the stages of evaluating one animated frame", runsByDefault: false
    ) { context in
        let log = DiagnosticLog()
        let renderer = FrameRenderer(diagnostics: log)
        let services = LayoutServices(text: renderer.text, images: renderer.images)
        let scene = DotGrid()
        let states = SceneStates(scene, diagnostics: log)
        var trees: [ViewNode] = []
        context.measure("evaluate body x3", runs: 10) {
            trees = (0...2).map { i in states.restore(i); return ResolveContext(diagnostics: log, time: 1.4).resolve(scene.body) }
        }
        context.measure("collect attributes x3", runs: 10) { _ = trees.map { AttributeAnimation.collect($0) } }
        var animated = trees[2]
        context.measure("animate attributes", runs: 10) {
            animated = AttributeAnimation.animate(trees: trees, epochs: Array(states.epochs[0...2]), at: 1.4)
        }
        context.measure("transitions", runs: 10) {
            _ = TransitionAnimation.apply(trees: trees, epochs: Array(states.epochs[0...2]), current: animated, at: 1.4)
        }
        let engine = LayoutEngine(services: services, diagnostics: log)
        var box = LayoutBox.make(animated)
        context.measure("layout", runs: 10) {
            box = LayoutBox.make(animated)
            engine.layout(box, in: CGSize(width: 1280, height: 720))
        }
        context.measure("frame animation", runs: 10) {
            FrameAnimation.apply(to: box, trees: trees, epochs: Array(states.epochs[0...2]), canvas: CGSize(width: 1280, height: 720), time: 1.4, engine: engine)
        }
        context.measure("display list", runs: 10) {
            var builder = DisplayListBuilder(diagnostics: log, services: services)
            _ = builder.build(box, transform: .identity)
        }
    }
}
