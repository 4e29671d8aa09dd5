import Foundation
import Reel
import ReelCairo

/// A 500-view animated scene: a 25 × 20 grid of dots whose offsets, scales, opacity and colours
/// change at two moments under springs and curves.
struct DotGrid: AnimatedScene {
    var format = SceneFormat(width: 1280, height: 720, fps: 60, duration: 3, background: .black)
    @State var on = false
    @State var wide = false

    var body: some View {
        VStack(spacing: 6) {
            ForEach(0..<20) { row in
                HStack(spacing: 6) {
                    ForEach(0..<25) { column in
                        Circle()
                            .fill(on ? Color(hue: Double(column) / 25, saturation: 0.8, brightness: 1) : .gray)
                            .frame(width: wide ? 24 : 16, height: 16)
                            .scaleEffect(on ? 1.3 : 1)
                            .offset(y: on ? CGFloat(row % 3) * 4 : 0)
                            .opacity(on ? 1 : 0.5)
                    }
                }
            }
        }
    }

    var timeline: some Timeline {
        At(0.5) { withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) { on = true } }
        At(1.2) { withAnimation(.easeInOut(duration: 0.8)) { wide = true } }
    }
}

extension Benchmark {
    /// Timeline resolution and frame evaluation of a 500-view animated scene, against Cairo's
    /// drawing of the same frame (issue 5 asks evaluation to take well under the drawing time).
    static let timeline = Benchmark(
        name: "timeline",
        summary: "resolve and evaluate a 500-view animated scene; draw it with Cairo"
    ) { context in
        let log = DiagnosticLog()
        let renderer = FrameRenderer(diagnostics: log)
        let evaluator = FrameEvaluator(services: LayoutServices(text: renderer.text, images: renderer.images), diagnostics: log)
        let scene = DotGrid()
        context.measure("run the timeline (2 events)", runs: 50) {
            _ = ResolvedTimeline(scene)
        }
        context.measure("evaluate a frame while animating, cold (t = 1.4 s)", runs: 30) {
            _ = evaluator.displayList(for: scene, time: 1.4)
        }
        var cached = evaluator
        cached.cache = TimelineCache()
        var frame = 0
        context.measure("evaluate successive frames, per-thread cache (t ≈ 1.4 s)", runs: 30) {
            _ = cached.displayList(for: scene, time: 1.4 + Double(frame % 10) / 60)
            frame += 1
        }
        // A whole render's evaluation on one thread: every frame in order, from an empty cache, so
        // the cold work of each state and epoch is paid inside the figure. Per frame.
        let frames = scene.format.frameCount
        context.measure("evaluate all \(frames) frames in order, per frame (fresh cache)", runs: 5, scale: 1 / Double(frames)) {
            var whole = evaluator
            whole.cache = TimelineCache()
            for index in 0..<frames { _ = whole.displayList(for: scene, time: scene.format.time(ofFrame: index)) }
        }
        let list = evaluator.displayList(for: scene, time: 1.4)
        try context.measure("draw that frame with Cairo (\(list.items.count) items)", runs: 30) {
            _ = try renderer.renderer.render(list)
        }
    }
}
