import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// What a timeline costs grows with the views of a scene, not with their square: views that start
/// an animation in their `onAppear`, one animation or each its own (a stagger), make one state of
/// the timeline whatever their number (every state is resolved and laid out whole by the frames
/// after it), each view animating with its own change's transaction; and the states of a timeline
/// together hold at most `RenderLimits.timelineViews` views, past which the event that passes it
/// is an error.
@Suite struct TimelineCostTests {
    /// docs/StateAndEvents.md's pulsing view, `delay` seconds late.
    struct Pulse: View {
        var delay = 0.0
        @State var on = false
        var body: some View {
            Circle().scaleEffect(on ? 1.2 : 0.8)
                .onAppear { withAnimation(.easeInOut.repeatForever().delay(delay)) { on = true } }
        }
    }

    /// A grid of `side` × `side` pulses, each starting `step` × its index seconds late.
    struct Grid: AnimatedScene {
        var side = 2
        var step = 0.0
        var format = SceneFormat(width: 96, height: 96, fps: 10, duration: 1)
        init() {}
        init(side: Int, step: Double = 0) {
            self.side = side
            self.step = step
        }
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<side, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<side, id: \.self) { column in Pulse(delay: Double(row * side + column) * step) }
                    }
                }
            }
        }
    }

    @Test func viewsStartingOneAnimationMakeOneState() {
        // The first state and the one the `onAppear` actions make, at 2 × 2 and 4 × 4 pulses alike.
        for side in [2, 4] {
            let timeline = ResolvedTimeline(Grid(side: side))
            #expect(timeline.epochs.count == 2, "\(side) x \(side)")
            #expect(timeline.diagnostics.isEmpty)
        }
    }

    @Test func oneStateDrawsAsAStatePerViewDid() throws {
        // Every pulse at the same scale mid-animation, as when each view's block made a state.
        let views = try EngineEvaluator().inspection(of: Grid(side: 3), time: 0.25).allViews
        let scales = views.filter { $0.kind == "scaleEffect" }.map { $0.children[0].transform[0] }
        #expect(scales.count == 9)
        #expect(Set(scales).count == 1)
        #expect(scales[0] > 0.8 && scales[0] < 1.2)
    }

    @Test func viewsStartingTheirOwnAnimationsMakeOneState() {
        // Each pulse's own delay (a stagger): still one state for the `onAppear` event, each
        // pulse's change keeping its own transaction.
        let timeline = ResolvedTimeline(Grid(side: 3, step: 0.01))
        #expect(timeline.epochs.count == 2)
        #expect(timeline.epochs[1].changes.views.count == 9)
        #expect(timeline.epochs[1].changes.transactions.count == 9)
    }

    @Test func aThousandStaggeredViewsMakeOneState() {
        // 32 × 32 pulses, each 1 ms later than the one before: 1,024 changes of 1,024
        // transactions, one state (this passed the bound of views, as 1,025 states, before).
        let timeline = ResolvedTimeline(Grid(side: 32, step: 0.001))
        #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
        #expect(timeline.epochs.count == 2)
        #expect(timeline.epochs[1].changes.views.count == 1_024)
    }

    @Test func eachStaggeredViewFollowsItsOwnDelay() throws {
        // Pulse i starts 0.05 × i s late; its scale at t is the curve of its own animation, from
        // 0.8 to 1.2, `t - 0.05 × i` into it (0.8 while it waits).
        for time in [0.1, 0.25, 0.5] {
            let views = try EngineEvaluator().inspection(of: Grid(side: 3, step: 0.05), time: time).allViews
            let scales = views.filter { $0.kind == "scaleEffect" }.map { $0.children[0].transform[0] }
            #expect(scales.count == 9)
            for (i, scale) in scales.enumerated() {
                let animation = Animation.easeInOut.repeatForever().delay(Double(i) * 0.05)
                let expected = AttributeAnimator(initialValue: 0.8, changes: [AttributeChange(time: 0, value: 1.2, animation: animation)])
                    .value(at: time)
                #expect(abs(scale - expected) < 1e-9, "pulse \(i) at \(time): \(scale), expected \(expected)")
            }
            // The first pulse has moved; the last, 0.4 s late, has not yet.
            #expect(scales[0] > 0.8)
            if time < 0.4 { #expect(scales[8] < scales[0] && abs(scales[8] - 0.8) < 1e-9) }
        }
    }

    /// A pulse whose `animation(_:value:)` replaces the animation of its own change.
    struct ImplicitPulse: View {
        var delay = 0.0
        @State var on = false
        var body: some View {
            Circle().scaleEffect(on ? 1.2 : 0.8)
                .animation(.linear(duration: 1), value: on)
                .onAppear { withAnimation(.easeIn(duration: 0.1).delay(delay)) { on = true } }
        }
    }

    /// Three implicit pulses starting with their own delays.
    struct ImplicitRow: AnimatedScene {
        var format = SceneFormat(width: 96, height: 32, fps: 10, duration: 2)
        var body: some View {
            HStack(spacing: 0) { ForEach(0..<3, id: \.self) { i in ImplicitPulse(delay: Double(i) * 0.3) } }
        }
    }

    @Test func implicitAnimationsStillReplaceEachViewsOwn() throws {
        // `animation(.linear(duration: 1), value: on)` wins over each pulse's delayed ease-in:
        // half way at 0.5 s for all three.
        #expect(ResolvedTimeline(ImplicitRow()).epochs.count == 2)
        let views = try EngineEvaluator().inspection(of: ImplicitRow(), time: 0.5).allViews
        let scales = views.filter { $0.kind == "scaleEffect" }.map { $0.children[0].transform[0] }
        #expect(scales.count == 3)
        for scale in scales { #expect(abs(scale - 1.0) < 1e-9, "\(scales)") }
    }

    /// A view inserting a dot in its `onAppear`, under its own delayed animation.
    struct Appearing: View {
        var delay = 0.0
        @State var shown = false
        var body: some View {
            ZStack {
                Color.clear
                if shown { Circle().transition(.opacity) }
            }
            .onAppear { withAnimation(.linear(duration: 1).delay(delay)) { shown = true } }
        }
    }

    /// Three views inserting their dots with their own delays.
    struct AppearingRow: AnimatedScene {
        var format = SceneFormat(width: 96, height: 32, fps: 10, duration: 2)
        var body: some View {
            HStack(spacing: 0) { ForEach(0..<3, id: \.self) { i in Appearing(delay: Double(i) * 0.2) } }
        }
    }

    @Test func eachInsertionRunsWithItsViewsAnimation() throws {
        // The dot of view i fades in over 1 s from 0.2 × i s: at 0.5 s, 0.5, 0.3 and 0.1.
        #expect(ResolvedTimeline(AppearingRow()).epochs.count == 2)
        let views = try EngineEvaluator().inspection(of: AppearingRow(), time: 0.5).allViews
        let dots = views.filter { $0.kind == "Circle" }.sorted { $0.frame.x < $1.frame.x }
        #expect(dots.count == 3)
        let expected = [0.5, 0.3, 0.1]
        for (dot, opacity) in zip(dots, expected) { #expect(abs(dot.opacity - opacity) < 1e-9, "\(dots.map(\.opacity))") }
    }

    /// A view whose child shows the parent's state and its own: each changes its state in its
    /// `onAppear` under an animation of its own.
    struct Parent: View {
        @State var x: CGFloat = 0
        var body: some View {
            Child(x: x).onAppear { withAnimation(.linear(duration: 1)) { x = 100 } }
        }
    }

    /// The child of `Parent`.
    struct Child: View {
        var x: CGFloat
        @State var y: CGFloat = 0
        var body: some View {
            Circle().frame(width: 10, height: 10).offset(x: x, y: y)
                .onAppear { withAnimation(.linear(duration: 0.2)) { y = 100 } }
        }
    }

    /// `Parent` alone.
    struct Nested: AnimatedScene {
        var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2)
        var body: some View { Parent() }
    }

    @Test func nestedViewsChangedUnderOtherAnimationsKeepAStateEach() throws {
        // The child's offset reads the parent's state and its own: the parent's change and the
        // child's make a state each, so x follows the parent's 1 s and y the child's 0.2 s.
        #expect(ResolvedTimeline(Nested()).epochs.count == 3)
        let views = try EngineEvaluator().inspection(of: Nested(), time: 0.1).allViews
        let offset = try #require(views.first { $0.kind == "offset" })
        #expect(abs(offset.children[0].transform[4] - 10) < 1e-9, "\(offset.children[0].transform)")
        #expect(abs(offset.children[0].transform[5] - 50) < 1e-9, "\(offset.children[0].transform)")
    }

    /// A view that adds one to the scene's state through a binding in its `onAppear`, `delay` late.
    struct Counter: View {
        var delay: Double
        @Binding var total: Double
        var body: some View {
            Circle().onAppear { withAnimation(.linear.delay(delay)) { total += 1 } }
        }
    }

    /// `side` × `side` counters, each with its own delay, changing the scene's one state.
    struct SceneStagger: AnimatedScene {
        var side = 40
        var format = SceneFormat(width: 96, height: 96, fps: 10, duration: 1)
        @State var total = 0.0
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<side, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<side, id: \.self) { column in Counter(delay: Double(row * side + column) * 0.001, total: $total) }
                    }
                }
            }
            .opacity(total / Double(side * side))
        }
    }

    @Test func changesToTheScenesStateUnderOtherAnimationsKeepAStateEach() {
        // Every view reads the scene's state: its changes under their own animations cannot be
        // told apart in one state.
        #expect(ResolvedTimeline(SceneStagger(side: 2)).epochs.count == 5)
    }

    @Test func theStatesOfATimelineHoldBoundedViews() {
        // 40 × 40 views changing the scene's state with their own delays: 1,601 states of about
        // 4,800 views each.
        let timeline = ResolvedTimeline(SceneStagger(side: 40))
        let errors = timeline.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasPrefix("the timeline's states would hold more than 1,000,000 views in all, the limit") == true, "\(errors)")
        #expect(timeline.epochs.count < 1_601)
    }
}

extension TimelineCostTests.SceneStagger {
    init(side: Int) { self.side = side }
}
