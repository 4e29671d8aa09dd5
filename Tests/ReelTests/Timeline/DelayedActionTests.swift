import Reel
import ReelTestSupport
import Testing

/// `DispatchQueue.main.asyncAfter(deadline:execute:)` and `async(execute:)` in the compiled API:
/// an action delayed by a timeline event runs as an event of its own at the event's time plus the
/// delay, never by the machine's clock (ARCHITECTURE.md, "State owned by views").
@Suite struct DelayedActionTests {
    /// The x translation of the first `offset`'s content at `time`.
    static func x<S: AnimatedScene>(_ scene: S, at time: Double) throws -> Double {
        let views = try EngineEvaluator().inspection(of: scene, time: time).allViews
        return views.first { $0.kind == "offset" }!.children[0].transform[4]
    }

    /// At 1 s an event delays a linear one-second move by half a second.
    struct Delayed: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 3)
        @State var x = 0.0
        var body: some View { Circle().frame(width: 10, height: 10).offset(x: x) }
        var timeline: some Timeline {
            At(1) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    withAnimation(.linear(duration: 1)) { x = 100 }
                }
            }
        }
    }

    @Test func aDelayedChangeAnimatesFromTheEventTimePlusTheDelay() throws {
        let timeline = ResolvedTimeline(Delayed())
        #expect(timeline.epochs.map(\.time) == [0, 1, 1.5])
        #expect(try Self.x(Delayed(), at: 1.49) == 0)
        #expect(try Self.x(Delayed(), at: 1.5) == 0)
        #expect(abs(try Self.x(Delayed(), at: 1.75) - 25) < 1e-9)
        #expect(abs(try Self.x(Delayed(), at: 2) - 50) < 1e-9)
        #expect(try Self.x(Delayed(), at: 2.5) == 100)
    }

    /// A child view sequences its own state from `onAppear`: a move, then after it a second one
    /// delayed with `DispatchTimeInterval`, then (nested) a third with `async`.
    struct Sequencer: View {
        @State private var x = 0.0
        var body: some View {
            Circle().frame(width: 10, height: 10)
                .offset(x: x)
                .onAppear {
                    withAnimation(.linear(duration: 0.5)) { x = 10 }
                    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(750)) {
                        withAnimation(.linear(duration: 0.5)) { x = 20 }
                        DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 1) {
                            DispatchQueue.main.async { x = 50 }
                        }
                    }
                }
        }
    }

    struct Sequenced: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 4)
        @State var shown = false
        var body: some View {
            ZStack {
                Color.clear
                if shown { Sequencer() }
            }
        }
        var timeline: some Timeline { At(0.5) { shown = true } }
    }

    @Test func delaysNestAndCountFromTheEventThatDelays() throws {
        // Shown at 0.5 (onAppear runs then), the second move at 1.25, the third at 2.25.
        #expect(ResolvedTimeline(Sequenced()).epochs.map(\.time) == [0, 0.5, 0.5, 1.25, 2.25])
        #expect(abs(try Self.x(Sequenced(), at: 0.75) - 5) < 1e-9)
        #expect(try Self.x(Sequenced(), at: 1.2) == 10)
        #expect(try Self.x(Sequenced(), at: 1.25) == 10)
        #expect(abs(try Self.x(Sequenced(), at: 1.5) - 15) < 1e-9)
        #expect(try Self.x(Sequenced(), at: 2.2) == 20)
        #expect(try Self.x(Sequenced(), at: 2.25) == 50)
    }

    /// Delays past the end never run; a deadline that has passed runs at once; at one moment the
    /// scene's events run before delayed actions.
    struct Ordering: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 2)
        @State var x = 0.0
        var body: some View { Circle().frame(width: 10, height: 10).offset(x: x) }
        var timeline: some Timeline {
            At(0.5) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { x = 7 }
                DispatchQueue.main.asyncAfter(deadline: .now() - 1) { x = 3 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 5) { x = 99 }
            }
            At(1) { x = 1 }
        }
    }

    @Test func deadlinesPastTheEndNeverRunAndPassedOnesRunAtOnce() throws {
        let timeline = ResolvedTimeline(Ordering())
        #expect(timeline.diagnostics.isEmpty)
        #expect(timeline.epochs.map(\.time) == [0, 0.5, 0.5, 1, 1])
        #expect(try Self.x(Ordering(), at: 0.7) == 3)
        // `At(1)` first, then the action delayed to 1 s.
        #expect(try Self.x(Ordering(), at: 1.9) == 7)
    }

    /// Delays itself again with no delay: time never moves on.
    struct Endless: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 2)
        @State var count = 0
        var body: some View { Text("\(count)") }
        func tick() { DispatchQueue.main.async { count += 1; tick() } }
        var timeline: some Timeline { At(1) { tick() } }
    }

    @Test func actionsThatDelayThemselvesWithoutEndAreAnError() {
        let timeline = ResolvedTimeline(Endless())
        let errors = timeline.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "'DispatchQueue.main' actions keep delaying actions to 1.0 s: 100 ran at that one moment; delay by a positive time, or stop with a condition"
        ])
        #expect(errors.first?.view?.hasPrefix("DispatchQueue.main ReelTests/DelayedActionTests.swift:") == true)
    }

    /// Delays an action while its body is evaluated, where no timeline event runs.
    struct InBody: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 1)
        var body: some View {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}
            return Circle()
        }
    }

    @Test func delayingOutsideATimelineEventIsAnError() {
        let evaluator = EngineEvaluator()
        #expect(throws: (any Error).self) { try evaluator.inspection(of: InBody(), time: 0.5) }
        let errors = evaluator.diagnostics.errors
        #expect(errors.map(\.message) == [
            "'DispatchQueue.main.asyncAfter' runs its action on the timeline, so it may only be called in a timeline event ('At', 'onAppear', 'onChange', 'onDisappear', 'task', or an action delayed before); here it does nothing: call it from one of those, or write the change as an 'At(seconds) { … }' event"
        ])
        #expect(errors.first?.view?.hasPrefix("DispatchQueue.main.asyncAfter ReelTests/DelayedActionTests.swift:") == true)
    }

    @Test func nowIsTheSceneTimeNeverTheMachineClock() {
        #expect(DispatchTime.now().seconds == 0)
        #expect(SceneClock.at(2.5) { DispatchTime.now() + .seconds(1) } == DispatchTime(seconds: 3.5))
        #expect((DispatchTime(seconds: 1) + .microseconds(250_000)).seconds == 1.25)
        #expect((DispatchTime(seconds: 1) - 0.25).seconds == 0.75)
        #expect(DispatchTimeInterval.never.seconds == .infinity)
    }
}
