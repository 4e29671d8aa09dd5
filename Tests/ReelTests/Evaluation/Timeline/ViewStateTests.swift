import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// `@State` owned by views below the scene, changed by `onAppear`, `onChange(of:)`, `task`,
/// bindings and `DispatchQueue.main.asyncAfter`, as timeline events (ARCHITECTURE.md, "State
/// owned by views"): exact values at exact times, read through the evaluated tree.
@Suite struct ViewStateTests {
    /// A dot that grows from 1 to 2 over one second from the moment it appears.
    struct Grower: View {
        @State var scale = 1.0
        var body: some View {
            Circle().frame(width: 10, height: 10)
                .scaleEffect(scale)
                .onAppear { withAnimation(.linear(duration: 1)) { scale = 2 } }
        }
    }

    /// Shows a `Grower` from 1 s, hides it at 2 s and shows it again at 2.5 s; its colour changes
    /// at 1.2 s, which must not reset the grower's state.
    struct Insertions: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 4)
        @State var shown = false
        @State var tint = Color.red
        var body: some View {
            ZStack {
                Rectangle().fill(tint).frame(width: 5, height: 5)
                if shown { Grower() }
            }
        }
        var timeline: some Timeline {
            At(1) { shown = true }
            At(1.2) { tint = .blue }
            At(2) { shown = false }
            At(2.5) { shown = true }
        }
    }

    /// The x scale of the first `scaleEffect`'s content at `time`, nil when there is none.
    func scale<S: AnimatedScene>(_ scene: S, at time: Double) throws -> Double? {
        let views = try EngineEvaluator().inspection(of: scene, time: time).allViews
        return views.first { $0.kind == "scaleEffect" }?.children[0].transform[0]
    }

    @Test func onAppearRunsWhenTheViewIsInsertedAndAnimatesItsOwnState() throws {
        #expect(try scale(Insertions(), at: 0.5) == nil)
        #expect(try scale(Insertions(), at: 1) == 1)
        #expect(abs(try scale(Insertions(), at: 1.5)! - 1.5) < 1e-9)
        // The parent's unrelated change keeps the child's state (same identity).
        #expect(abs(try scale(Insertions(), at: 1.9)! - 1.9) < 1e-9)
    }

    @Test func aViewInsertedAgainStartsFresh() throws {
        #expect(try scale(Insertions(), at: 2.2) == nil)
        #expect(try scale(Insertions(), at: 2.5) == 1)
        #expect(abs(try scale(Insertions(), at: 3)! - 1.5) < 1e-9)
        #expect(try scale(Insertions(), at: 3.9) == 2)
    }

    /// A view whose initial state comes from its `init`, which `onAppear` doubles.
    struct Seeded: View {
        @State private var scale: Double
        init(start: Double) { _scale = State(initialValue: start) }
        var body: some View {
            Circle().frame(width: 10, height: 10)
                .scaleEffect(scale)
                .task { withAnimation(.linear(duration: 2)) { scale *= 2 } }
        }
    }

    struct InitAssigned: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 3)
        var body: some View { Seeded(start: 0.5) }
    }

    @Test func stateSetInInitStartsTheViewAndTaskRunsOnAppearance() throws {
        #expect(try scale(InitAssigned(), at: 0) == 0.5)
        #expect(abs(try scale(InitAssigned(), at: 1)! - 0.75) < 1e-9)
        #expect(try scale(InitAssigned(), at: 2.5) == 1)
    }

    /// Follows the scene's level with the two-value and the one-value `onChange` forms.
    struct Follower: View {
        let level: Int
        @State private var x = 0.0
        @State private var y = 0.0
        var body: some View {
            Circle().frame(width: 10, height: 10)
                .offset(x: x, y: y)
                .onChange(of: level) { old, new in
                    withAnimation(.linear(duration: 1)) { x = Double(new - old) * 10 }
                }
                .onChange(of: level) { newValue in y = Double(newValue) }
        }
    }

    struct Levels: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 3)
        @State var level = 1
        var body: some View { Follower(level: level) }
        var timeline: some Timeline {
            At(1) { level = 4 }
        }
    }

    /// The translation of the first `offset`'s content at `time`.
    func offset<S: AnimatedScene>(_ scene: S, at time: Double) throws -> (x: Double, y: Double) {
        let views = try EngineEvaluator().inspection(of: scene, time: time).allViews
        let transform = views.first { $0.kind == "offset" }!.children[0].transform
        return (transform[4], transform[5])
    }

    @Test func onChangeRunsWithTheOldAndNewValuesWhenTheWatchedValueChanges() throws {
        #expect(try offset(Levels(), at: 0.9) == (0, 0))
        let half = try offset(Levels(), at: 1.5)
        #expect(abs(half.x - 15) < 1e-9 && half.y == 4)
        #expect(try offset(Levels(), at: 2.5) == (30, 4))
    }

    /// A modifier owning its state, and an `onChange(of:initial:)` that runs on insertion too.
    struct Reveal: ViewModifier {
        @State var opacity = 0.0
        func body(content: Content) -> some View {
            content.opacity(opacity)
                .onChange(of: 1, initial: true) { withAnimation(.linear(duration: 2)) { opacity = 1 } }
        }
    }

    struct Revealed: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 3)
        var body: some View { Circle().frame(width: 10, height: 10).modifier(Reveal()) }
    }

    @Test func aViewModifierOwnsItsStateAndInitialOnChangeRunsOnInsertion() throws {
        for (time, opacity) in [(0.0, 0.0), (0.5, 0.25), (1.5, 0.75), (2.5, 1)] {
            let views = try EngineEvaluator().inspection(of: Revealed(), time: time).allViews
            let shown = views.first { $0.kind == "opacity" }!.children[0].opacity
            #expect(abs(shown - opacity) < 1e-9, "at \(time) s")
        }
    }

    /// Moves its parent's state through a binding when it appears.
    struct Pusher: View {
        @Binding var x: Double
        var body: some View {
            Rectangle().frame(width: 4, height: 4)
                .onAppear { withAnimation(.linear(duration: 1)) { x = 100 } }
        }
    }

    struct Bound: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 2)
        @State var x = 0.0
        var body: some View {
            VStack {
                Circle().frame(width: 10, height: 10).offset(x: x)
                Pusher(x: $x)
            }
        }
    }

    @Test func aChildChangesItsParentsStateThroughABinding() throws {
        #expect(try offset(Bound(), at: 0).x == 0)
        #expect(abs(try offset(Bound(), at: 0.25).x - 25) < 1e-9)
        #expect(try offset(Bound(), at: 1.5).x == 100)
    }

    /// Dots that each grow from their own `onAppear`, one after another (the animation delayed
    /// by the dot's index).
    struct DelayedDot: View {
        let index: Int
        @State private var scale = 1.0
        var body: some View {
            Circle().frame(width: 10, height: 10)
                .scaleEffect(scale)
                .onAppear {
                    withAnimation(.linear(duration: 1).delay(0.5 * Double(index))) { scale = 2 }
                }
        }
    }

    struct StaggeredDots: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 3)
        var body: some View {
            HStack { ForEach(0..<3) { DelayedDot(index: $0) } }
        }
    }

    @Test func eachElementOfAForEachOwnsItsState() throws {
        let views = try EngineEvaluator().inspection(of: StaggeredDots(), time: 1.25).allViews
        let scales = views.filter { $0.kind == "scaleEffect" }.map { $0.children[0].transform[0] }
        #expect(scales.count == 3)
        #expect(abs(scales[0] - 2) < 1e-9)
        #expect(abs(scales[1] - 1.75) < 1e-9)
        #expect(abs(scales[2] - 1.25) < 1e-9)
    }

    /// The classic spinner: the scene's own state turned on in `onAppear` with a repeating animation.
    struct Spinner: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 3)
        @State var spinning = false
        var body: some View {
            Rectangle().frame(width: 40, height: 4)
                .rotationEffect(.degrees(spinning ? 360 : 0))
                .onAppear {
                    withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
                }
        }
    }

    @Test func aRepeatingAnimationStartedInOnAppearRunsFromTheStart() throws {
        for (time, degrees) in [(0.25, 90.0), (1.25, 90), (2.5, 180)] {
            let views = try EngineEvaluator().inspection(of: Spinner(), time: time).allViews
            let t = views.first { $0.kind == "rotationEffect" }!.children[0].transform
            var angle = atan2(t[1], t[0]) * 180 / .pi
            if angle < 0 { angle += 360 }
            #expect(abs(angle - degrees) < 1e-6, "at \(time) s")
        }
    }

    /// An `onChange` that always changes what it watches.
    struct Runaway: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 2)
        @State var count = 0
        var body: some View {
            Text("\(count)").onChange(of: count) { count += 1 }
        }
        var timeline: some Timeline { At(1) { count = 1 } }
    }

    @Test func aCascadeThatNeverSettlesIsAnErrorNamingTheAction() {
        let timeline = ResolvedTimeline(Runaway())
        let errors = timeline.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "'onChange' keeps changing state at 1.0 s: its actions ran 100 times at one moment, each change making them run again; change something other than the value 'onChange(of:)' watches, or change it only when it differs"
        ])
        #expect(errors.first?.view?.hasPrefix("onChange ReelTests/ViewStateTests.swift:") == true)
        // The initial state, the event's, and one per round.
        #expect(timeline.epochs.count == 2 + ViewStateStore.cascadeLimit + 1)
    }

    /// Frames with view state and onAppear events are the same evaluated alone, with a cache in
    /// order and backwards, and without plans.
    @Test func framesWithViewEventsAreTheSameAloneAndInSequence() {
        func evaluator(cache: TimelineCache? = nil, plans: Bool = true) -> FrameEvaluator {
            var evaluator = FrameEvaluator(services: EngineEvaluator().services, diagnostics: DiagnosticLog())
            evaluator.cache = cache
            evaluator.usesEpochPlans = plans
            return evaluator
        }
        let times = [0, 0.4, 1, 1.3, 1.9, 2.2, 2.5, 2.8, 3.6]
        let alone = times.map { evaluator().displayList(for: Insertions(), time: $0) }
        let general = times.map { evaluator(plans: false).displayList(for: Insertions(), time: $0) }
        let cached = evaluator(cache: TimelineCache())
        let scene = Insertions()
        let forwards = times.map { cached.displayList(for: scene, time: $0) }
        let backwards = Array(times.reversed().map { cached.displayList(for: scene, time: $0) }.reversed())
        for (i, t) in times.enumerated() {
            #expect(alone[i] == general[i], "t = \(t)")
            #expect(forwards[i] == alone[i], "t = \(t)")
            #expect(backwards[i] == alone[i], "t = \(t)")
        }
    }
}
