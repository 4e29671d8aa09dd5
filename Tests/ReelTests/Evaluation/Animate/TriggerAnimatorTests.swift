import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// `keyframeAnimator(initialValue:trigger:…)` and `PhaseAnimator(_:trigger:…)`: a run each time a
/// state change changes the trigger, from that state's time (SEMANTICS section 3).
@Suite struct TriggerAnimatorTests {
    struct Values { var x: Double = 0 }

    struct Nudge: AnimatedScene {
        var format = SceneFormat(width: 400, height: 100, fps: 60, duration: 6)
        @State var taps = 0
        var body: some View {
            Circle().frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: Values(), trigger: taps) { content, value in
                    content.offset(x: value.x)
                } keyframes: { value in
                    KeyframeTrack(\Values.x) { LinearKeyframe(value.x + 100, duration: 1) }
                }
        }
        var timeline: some Timeline {
            At(1) { taps = 1 }
            At(2) { taps = 1 }     // the same value: no run
            At(3) { taps = 2 }
            At(3.5) { taps = 3 }   // interrupts the second run
        }
    }

    func offsetX<S: AnimatedScene>(_ scene: S, at t: Double) throws -> Double {
        let views = try EngineEvaluator().inspection(of: scene, time: t).allViews
        return try #require(views.first { $0.kind == "offset" }).children[0].transform[4]
    }

    @Test func keyframesPlayEachTimeTheTriggerChanges() throws {
        #expect(try offsetX(Nudge(), at: 0.5) == 0)
        #expect(abs(try offsetX(Nudge(), at: 1.25) - 25) < 1e-9)
        // The run ended at 2 s and holds its final value; the unchanged trigger at 2 s does nothing.
        #expect(try offsetX(Nudge(), at: 2.5) == 100)
        // The second run goes from 100 toward 200 …
        #expect(abs(try offsetX(Nudge(), at: 3.25) - 125) < 1e-9)
        // … and is restarted at 3.5 from the 150 reached, toward 250.
        #expect(abs(try offsetX(Nudge(), at: 3.75) - 175) < 1e-9)
        #expect(try offsetX(Nudge(), at: 5) == 250)
    }

    struct Blink: AnimatedScene {
        var format = SceneFormat(width: 400, height: 100, fps: 60, duration: 8)
        @State var n = 0
        var body: some View {
            Rectangle().frame(width: 20, height: 20)
                .phaseAnimator([0.0, 100, 50], trigger: n) { content, phase in
                    content.offset(x: phase)
                } animation: { _ in .linear(duration: 1) }
        }
        var timeline: some Timeline {
            At(1) { n = 1 }
            At(5.5) { n = 2 }
        }
    }

    @Test func phasesRunOncePerTriggerChange() throws {
        // At rest in the first phase; from 1 s: to 100 (1…2), to 50 (2…3), back to 0 (3…4), then stop.
        #expect(try offsetX(Blink(), at: 0.5) == 0)
        #expect(abs(try offsetX(Blink(), at: 1.5) - 50) < 1e-9)
        #expect(abs(try offsetX(Blink(), at: 2.5) - 75) < 1e-9)
        #expect(abs(try offsetX(Blink(), at: 3.5) - 25) < 1e-9)
        #expect(try offsetX(Blink(), at: 4.5) == 0)
        #expect(abs(try offsetX(Blink(), at: 5.75) - 25) < 1e-9)   // the second pass
    }

    struct Pulse: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 4)
        @State var on = false
        var body: some View {
            PhaseAnimator([1.0, 0.0], trigger: on) { phase in
                Rectangle().frame(width: 20, height: 20).opacity(phase)
            } animation: { _ in .easeInOut(duration: 0.5) }
        }
        var timeline: some Timeline {
            At(2) { on = true }
        }
    }

    @Test func thePhaseAnimatorViewRunsOnTrigger() throws {
        func opacity(_ t: Double) throws -> Double {
            try #require(try EngineEvaluator().inspection(of: Pulse(), time: t).allViews.first { $0.kind == "Rectangle" }).opacity
        }
        #expect(try opacity(1.9) == 1)
        let eased = Animation.easeInOut(duration: 0.5).value(at: 0.125)
        #expect(abs(try opacity(2.125) - (1 - eased)) < 1e-9)
        #expect(abs(try opacity(2.625) - eased) < 1e-9)
        #expect(try opacity(3.5) == 1)
    }

    struct Cycling: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 30, duration: 4)
        var body: some View {
            Rectangle().frame(width: 20, height: 20)
                .phaseAnimator([0.0, 1.0]) { content, phase in content.opacity(phase) } animation: { _ in .linear(duration: 1) }
        }
    }

    @Test func theContinuousModifierFormCyclesAsThePhaseAnimatorViewDoes() throws {
        func opacity(_ t: Double) throws -> Double {
            try #require(try EngineEvaluator().inspection(of: Cycling(), time: t).allViews.first { $0.kind == "Rectangle" }).opacity
        }
        // Into 1.0 at once (0…1 s), back to 0.0 (1…2 s), and so on.
        #expect(abs(try opacity(0.5) - 0.5) < 1e-9)
        #expect(abs(try opacity(1.25) - 0.75) < 1e-9)
        #expect(abs(try opacity(3.9) - 0.1) < 1e-9)
    }
}
