import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// The per-thread timeline cache and the epoch plans kept in it never change a frame: display
/// lists evaluated with the cache (frames in sequence, out of order, repeated) equal those
/// evaluated alone without it, and those of the general evaluation that plans shortcut.
@Suite struct TimelineCacheTests {
    /// A small grid of dots whose drawing attributes animate under a spring and whose frames
    /// animate under a curve (the benchmark's scene, reduced).
    struct Dots: AnimatedScene {
        var format = SceneFormat(width: 200, height: 120, fps: 60, duration: 3)
        @State var on = false
        @State var wide = false
        var body: some View {
            VStack(spacing: 4) {
                ForEach(0..<3) { row in
                    HStack(spacing: 4) {
                        ForEach(0..<4) { column in
                            Circle()
                                .fill(on ? Color(hue: Double(column) / 4, saturation: 0.8, brightness: 1) : .gray)
                                .frame(width: wide ? 24 : 16, height: 16)
                                .scaleEffect(on ? 1.3 : 1)
                                .offset(y: on ? CGFloat(row) * 4 : 0)
                                .opacity(on ? 1 : 0.5)
                                .rotationEffect(.degrees(on ? 30 : 0))
                                .shadow(color: on ? .black : .clear, radius: on ? 3 : 0, x: on ? 2 : 0, y: 1)
                                .blur(radius: on ? 1 : 0)
                        }
                    }
                }
                Text("dots").font(.custom("DejaVu Sans", size: 12)).foregroundColor(on ? .red : .blue)
            }
        }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) { on = true } }
            At(1.2) { withAnimation(.easeInOut(duration: 0.8)) { wide = true } }
            At(1.5) { withAnimation(.spring) { on = false } }
        }
    }

    /// Views inserted and removed under animations, neighbours pushed aside, and a matched view.
    struct Comings: AnimatedScene {
        var format = SceneFormat(width: 300, height: 200, fps: 60, duration: 4)
        @State var count = 1
        @State var right = false
        @Namespace var space
        var body: some View {
            VStack {
                HStack(spacing: 2) {
                    ForEach(0..<count, id: \.self) { i in
                        Rectangle().fill(Color(hue: Double(i) / 5, saturation: 1, brightness: 1)).frame(width: 20, height: 20)
                            .transition(i % 2 == 0 ? .scale : .slide)
                    }
                }
                HStack {
                    ZStack {
                        if !right { Circle().matchedGeometryEffect(id: "dot", in: space).frame(width: 20, height: 20) }
                    }
                    .frame(width: 80, height: 80)
                    ZStack {
                        if right { Circle().matchedGeometryEffect(id: "dot", in: space).frame(width: 40, height: 40) }
                    }
                    .frame(width: 80, height: 80)
                }
                Text("\(count)").font(.custom("DejaVu Sans", size: 12)).foregroundColor(right ? .red : .blue)
            }
        }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.easeOut(duration: 0.5)) { count = 4 } }
            At(1.5) { withAnimation(.linear(duration: 1)) { right = true; count = 2 } }
            At(3) { count = 3 }
        }
    }

    /// Implicit animations, per-view transaction rewrites and a part that reads the time.
    struct Mixed: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 30, duration: 3)
        @State var x: CGFloat = 0
        var body: some View {
            HStack {
                Circle().frame(width: 10, height: 10).offset(x: x).animation(.linear(duration: 1), value: x)
                ForEach(0..<3) { i in
                    Rectangle().frame(width: 8, height: 8).offset(y: x / 4)
                        .transaction { $0.animation = $0.animation?.delay(Double(i) / 10) }
                }
                TimelineView(.animation) { context in
                    Rectangle().frame(width: 10, height: 10).rotationEffect(.degrees(context.time * 90))
                }
            }
        }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.easeIn) { x = 60 } }
            At(1.5) { withAnimation(.bouncy) { x = 20 } }
        }
    }

    /// An evaluator measuring text with fixed sizes; `cache` kept between frames when given.
    func evaluator(cache: TimelineCache? = nil, plans: Bool = true) -> FrameEvaluator {
        var evaluator = FrameEvaluator(services: EngineEvaluator().services, diagnostics: DiagnosticLog())
        evaluator.cache = cache
        evaluator.usesEpochPlans = plans
        return evaluator
    }

    /// Expects the display lists of `scene` at `times` to be the same evaluated alone without a
    /// cache, with one cache in the order given (then again, backwards), and without plans.
    func expectSameLists<S: AnimatedScene>(_ make: () -> S, at times: [Double]) {
        let alone = times.map { evaluator().displayList(for: make(), time: $0) }
        let general = times.map { evaluator(plans: false).displayList(for: make(), time: $0) }
        let cached = evaluator(cache: TimelineCache())
        let scene = make()
        let forwards = times.map { cached.displayList(for: scene, time: $0) }
        let backwards = times.reversed().map { cached.displayList(for: scene, time: $0) }.reversed()
        for (i, t) in times.enumerated() {
            #expect(alone[i] == general[i], "t = \(t): the plan's frame differs from the general evaluation")
            #expect(forwards[i] == alone[i], "t = \(t): the cached frame differs from the frame evaluated alone")
            #expect(Array(backwards)[i] == alone[i], "t = \(t): the cached frame (backwards) differs")
        }
    }

    @Test func drawingAttributesAndFramesAnimateTheSameWithTheCache() {
        expectSameLists(Dots.init, at: [0, 0.3, 0.5, 0.55, 0.8, 1.19, 1.2, 1.3, 1.45, 1.5, 1.6, 2.1, 2.9])
    }

    @Test func transitionsAndMatchedViewsAnimateTheSameWithTheCache() {
        expectSameLists(Comings.init, at: [0, 0.5, 0.6, 0.9, 1.2, 1.5, 1.7, 2.2, 2.6, 3, 3.5])
    }

    @Test func implicitAnimationsRewritesAndTimeReadingPartsAnimateTheSameWithTheCache() {
        expectSameLists(Mixed.init, at: [0, 0.4, 0.6, 0.9, 1.2, 1.55, 1.6, 2.5])
    }

    @Test func framesOfOneEpochComeFromItsPlan() {
        // Without transitions or layout-changing attributes, the frames of an epoch reuse the
        // plan's laid-out tree instead of laying out again.
        let cache = TimelineCache()
        let evaluator = evaluator(cache: cache)
        let scene = Dots()
        let first = evaluator.laidOut(scene, at: 1.3)
        let second = evaluator.laidOut(scene, at: 1.35)
        #expect(first === second)
        #expect(cache.plan(2) != nil)
    }
}
