import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// Scenes for the state-on-a-timeline tests, read through the data `reel inspect --json` prints.
@Suite struct TimelineStateTests {
    struct Slide: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 3)
        @State var x: CGFloat = 0
        var body: some View { Circle().frame(width: 10, height: 10).offset(x: x) }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.easeInOut(duration: 1)) { x = 100 } }
        }
    }

    /// The x offset the inspection shows at `time`: the translation of the offset's content.
    func offsetX<S: AnimatedScene>(_ scene: S, at time: Double) throws -> Double {
        let inspection = try EngineEvaluator().inspection(of: scene, time: time)
        let offset = inspection.allViews.first { $0.kind == "offset" }!
        return offset.children[0].transform[4]
    }

    @Test func offsetFollowsTheCurveOfItsAnimation() throws {
        // At t = 1.0 the 1 s easeInOut begun at 0.5 is half way: easeInOut(0.5) = 0.5.
        #expect(abs(try offsetX(Slide(), at: 1.0) - 50) < 1e-6)
        let quarter = Animation.easeInOut(duration: 1).value(at: 0.25)
        #expect(abs(try offsetX(Slide(), at: 0.75) - 100 * quarter) < 1e-6)
        #expect(try offsetX(Slide(), at: 0.4) == 0)
        #expect(try offsetX(Slide(), at: 2) == 100)
    }

    struct Jump: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 3)
        @State var x: CGFloat = 0
        var body: some View { Circle().frame(width: 10, height: 10).offset(x: x) }
        var timeline: some Timeline {
            At(0.5) { withTransaction(Transaction(animation: nil, disablesAnimations: true)) { x = 100 } }
            At(1.5) { x = 20 }
        }
    }

    @Test func changesWithoutAnimationJump() throws {
        #expect(try offsetX(Jump(), at: 0.49) == 0)
        #expect(try offsetX(Jump(), at: 0.5) == 100)
        #expect(try offsetX(Jump(), at: 1.49) == 100)
        #expect(try offsetX(Jump(), at: 1.5) == 20)
    }

    struct Retarget: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 3)
        @State var x: CGFloat = 0
        var body: some View { Circle().frame(width: 10, height: 10).offset(x: x) }
        var timeline: some Timeline {
            At(0) { withAnimation(.spring) { x = 100 } }
            At(0.3) { withAnimation(.spring) { x = 200 } }
        }
    }

    @Test func retargetedSpringKeepsItsVelocity() throws {
        // One-sided differences 1.5h either side of the retarget; h small enough that the jump in
        // acceleration there moves them by far less than 1%.
        let h = 1e-6
        let before = (try offsetX(Retarget(), at: 0.3 - h) - (try offsetX(Retarget(), at: 0.3 - 2 * h))) / h
        let after = (try offsetX(Retarget(), at: 0.3 + 2 * h) - (try offsetX(Retarget(), at: 0.3 + h))) / h
        #expect(abs(after - before) / abs(before) < 0.01, "velocity \(before) then \(after)")
        #expect(abs(try offsetX(Retarget(), at: 2.9) - 200) < 0.5)
    }

    @Test func likeButtonAnimatesColourScaleAndConfetti() throws {
        let renderer = EngineEvaluator()
        let before = try renderer.inspection(of: LikeButtonProbe(), time: 0.4).allViews
        let during = try renderer.inspection(of: LikeButtonProbe(), time: 0.7).allViews
        let scale = { (views: [InspectedView]) in views.first { $0.kind == "scaleEffect" }!.children[0].transform[0] }
        #expect(scale(before) == 1)
        #expect(scale(during) > 1 && scale(during) < 1.3)
        let opacity = { (views: [InspectedView]) in views.filter { $0.kind == "Circle" }.map(\.opacity) }
        #expect(opacity(before).allSatisfy { $0 == 0 })
        #expect(opacity(during).allSatisfy { $0 > 0.3 })
    }

    /// The like button of DESIGN.md, reduced to what the test reads.
    struct LikeButtonProbe: AnimatedScene {
        var format = SceneFormat(width: 200, height: 200, fps: 60, duration: 2.5)
        @State var liked = false
        var body: some View {
            ZStack {
                Rectangle().fill(liked ? Color.red : Color.gray).frame(width: 60, height: 50).scaleEffect(liked ? 1.2 : 1)
                ForEach(0..<3) { i in
                    Circle().frame(width: 8, height: 8).offset(x: liked ? 90 : 40).rotationEffect(.degrees(Double(i) * 120)).opacity(liked ? 1 : 0)
                }
            }
        }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.spring(response: 0.5, dampingFraction: 0.5)) { liked = true } }
        }
    }

    @Test func fillColourInterpolatesInLinearLight() throws {
        let list = try EngineEvaluator().displayList(for: LikeButtonProbe(), frame: 300)   // t = 5: settled red
        guard case .fill(_, .color(let c), _, _)? = list.items.first else { Issue.record("no fill"); return }
        #expect(abs(c.red - Color.red.red) < 1e-3 && abs(c.green - Color.red.green) < 1e-3 && abs(c.blue - Color.red.blue) < 1e-3)
        let mid = try EngineEvaluator().displayList(for: LikeButtonProbe(), frame: 40)       // t = 0.67: between
        guard case .fill(_, .color(let m), _, _)? = mid.items.first else { Issue.record("no fill"); return }
        #expect(m != Color.gray && m != Color.red)
    }

    @Test func framesRenderedAloneEqualThoseOfAFullRender() throws {
        let alone = try [37, 0, 119].map { try EngineEvaluator().displayList(for: LikeButtonProbe(), frame: $0) }
        let renderer = EngineEvaluator()
        var sequence: [Int: DisplayList] = [:]
        for i in 0...119 { sequence[i] = try renderer.displayList(for: LikeButtonProbe(), frame: i) }
        #expect(alone[0] == sequence[37] && alone[1] == sequence[0] && alone[2] == sequence[119])
    }

    struct Implicit: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 4)
        @State var x: CGFloat = 0
        var body: some View {
            Circle().frame(width: 10, height: 10).offset(x: x).animation(.linear(duration: 2), value: x)
        }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.easeIn) { x = 100 } }
        }
    }

    @Test func implicitAnimationWinsOverTheExplicitOne() throws {
        // The linear 2 s animation, not the 0.35 s easeIn: half way one second in.
        #expect(abs(try offsetX(Implicit(), at: 1.5) - 50) < 1e-6)
        #expect(abs(try offsetX(Implicit(), at: 2.0) - 75) < 1e-6)
    }

    struct Wave: AnimatedScene {
        var format = SceneFormat(width: 300, height: 300, fps: 30, duration: 5)
        @State var on = false
        var body: some View {
            ZStack {
                ForEach(0..<30) { i in
                    Circle().frame(width: 4, height: 4).offset(x: on ? 100 : 0)
                        .transaction { $0.animation = $0.animation?.delay(Double(i) / 10) }
                }
            }
        }
        var timeline: some Timeline {
            At(0) { withAnimation(.linear(duration: 1)) { on = true } }
        }
    }

    @Test func perViewTransactionsDelayEachCircle() throws {
        func offsets(at t: Double) throws -> [Double] {
            try EngineEvaluator().inspection(of: Wave(), time: t).allViews.filter { $0.kind == "offset" }.map { $0.children[0].transform[4] }
        }
        let start = try offsets(at: 2.9)
        #expect(start.count == 30)
        #expect(start[29] == 0 && start[28] > 0)          // the last circle starts 2.9 s after the first
        let later = try offsets(at: 3.4)
        #expect(abs(later[29] - 50) < 1e-6 && later[0] == 100)
        #expect(abs(later[25] - 90) < 1e-6)               // started at 2.5 s: 0.9 of the way
    }

    struct Switch: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 3)
        @State var first = true
        var body: some View {
            ZStack {
                if first {
                    Rectangle().fill(Color.red).frame(width: 80, height: 40).transition(.slide)
                } else {
                    Rectangle().fill(Color.blue).frame(width: 80, height: 40).transition(.slide)
                }
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { first = false } }
        }
    }

    @Test func switchingBranchesSlidesBothViewsHalfWay() throws {
        func slides(at t: Double) throws -> [Double] {
            // The transition's move shows as an offset around each view: its translation.
            try EngineEvaluator().inspection(of: Switch(), time: t).allViews.filter { $0.kind == "offset" }.map { $0.children[0].transform[4] }
        }
        let half = try slides(at: 1.5)
        // The new view enters from the leading edge (−80 → 0), the old leaves to the trailing
        // edge (0 → +80): both half way.
        #expect(half.sorted() == [-40, 40])
        #expect(try slides(at: 0.9).isEmpty)
        #expect(try slides(at: 2.1).isEmpty)
        // Both are drawn while the transition runs: the old one (red) and the new one (blue).
        let list = try EngineEvaluator().displayList(for: Switch(), frame: 90)
        let fills = list.items.compactMap { item -> Color? in if case .fill(_, .color(let c), _, _) = item { return c } else { return nil } }
        // The display list carries colours fixed for the scheme (light here).
        #expect(fills.contains(Color.red.resolved(for: .light)) && fills.contains(Color.blue.resolved(for: .light)))
    }

    struct FadeIn: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 3)
        @State var shown = false
        var body: some View {
            ZStack { if shown { Color.black.frame(width: 20, height: 20) } }
        }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.linear(duration: 1)) { shown = true } }
            At(2) { shown = false }
        }
    }

    @Test func defaultTransitionFadesAndNoAnimationMeansNoTransition() throws {
        let opacity = { (t: Double) in try EngineEvaluator().inspection(of: FadeIn(), time: t).allViews.first { $0.kind == "Rectangle" }?.opacity }
        #expect(try opacity(0.75) == 0.25)
        #expect(try opacity(1.6) == 1)
        #expect(try opacity(2.01) == nil)   // removed without animation: gone at once
    }

    struct Grow: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 3)
        @State var wide = false
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().frame(width: wide ? 150 : 50, height: 20)
                Circle().frame(width: 10, height: 10)
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { wide = true } }
        }
    }

    @Test func aViewPushedAsideByAGrowingNeighbourMovesWithTheAnimation() throws {
        func frames(_ t: Double) throws -> (rect: InspectedView.Frame, circle: InspectedView.Frame) {
            let views = try EngineEvaluator().inspection(of: Grow(), time: t).allViews
            return (views.first { $0.kind == "Rectangle" }!.frame, views.first { $0.kind == "Circle" }!.frame)
        }
        // Model layouts: 60 wide (rect 120...170, circle 170...180), then 160 wide (70...220, 220...230).
        let start = try frames(0.5), end = try frames(2.5), mid = try frames(1.5)
        #expect(start.circle.x == 170 && end.circle.x == 220)
        #expect(abs(mid.circle.x - 195) < 1e-9)
        #expect(abs(mid.rect.width - 100) < 1e-9 && abs(mid.rect.x - 95) < 1e-9)
    }

    struct Matched: AnimatedScene {
        var format = SceneFormat(width: 400, height: 200, fps: 60, duration: 3)
        @State var right = false
        @Namespace var space
        var body: some View {
            HStack {
                ZStack {
                    if !right { Circle().matchedGeometryEffect(id: "dot", in: space).frame(width: 20, height: 20) }
                }
                .frame(width: 100, height: 100)
                ZStack {
                    if right { Circle().matchedGeometryEffect(id: "dot", in: space).frame(width: 60, height: 60) }
                }
                .frame(width: 100, height: 100)
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { right = true } }
        }
    }

    @Test func matchedGeometryMovesFromTheRemovedViewsFrame() throws {
        func circles(_ t: Double) throws -> [InspectedView.Frame] {
            try EngineEvaluator().inspection(of: Matched(), time: t).allViews.filter { $0.kind == "Circle" }.map(\.frame)
        }
        let before = try circles(0.5), after = try circles(2.5)
        #expect(before.count == 1 && after.count == 1)
        // Left container centred at x = 146 (HStack of 208 in 400), right at 254.
        #expect(before[0].x + before[0].width / 2 == 146 && after[0].x + after[0].width / 2 == 254)
        let mid = try circles(1.5)
        // The inserted circle is half way from the left frame (20 wide) to its own (60 wide).
        let moving = mid.first { abs($0.width - 40) < 1e-9 }
        #expect(moving != nil)
        if let m = moving { #expect(abs(m.x + m.width / 2 - 200) < 1e-9) }
    }

    struct BadEvents: AnimatedScene {
        var format = SceneFormat(width: 10, height: 10, fps: 10, duration: 1)
        @State var x: CGFloat = 0
        var body: some View { Color.red.offset(x: x) }
        var timeline: some Timeline {
            At(0.8) { x = 1 }
            At(0.2) { x = 2 }
            At(5) { x = 3 }
        }
    }

    struct Misuse: AnimatedScene {
        var format = SceneFormat(width: 50, height: 50, fps: 10, duration: 1)
        @State var n = 0
        var body: some View {
            n = n + 1   // changing state while evaluating body
            return ZStack {
                ForEach([1, 2, 2], id: \.self) { i in Color.red.frame(width: CGFloat(i), height: 2) }
                Color.blue.transition(.slide)
            }
        }
    }

    @Test func misuseIsReportedNotFatal() throws {
        let renderer = EngineEvaluator()
        _ = try renderer.displayList(for: Misuse(), frame: 0)
        let messages = renderer.diagnostics.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("state changed while body was evaluated") })
        #expect(messages.contains { $0.contains("ForEach") && $0.contains("the id 2 is used by more than one element") })
        #expect(messages.contains { $0.contains("its transition never runs") })
    }

    @Test func eventsOutOfRangeOrOrderAreReported() throws {
        let states = ResolvedTimeline(BadEvents())
        #expect(states.epochs.map(\.time) == [0, 0.2, 0.8])
        #expect(states.diagnostics.contains { $0.message.contains("written after") })
        #expect(states.diagnostics.contains { $0.message.contains("comes after the scene's end: the scene lasts 1 s") })
    }
}
