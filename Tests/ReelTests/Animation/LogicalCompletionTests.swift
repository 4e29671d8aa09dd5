import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// When an animation is logically complete (SwiftUI's `AnimationCompletionCriteria.logicallyComplete`:
/// "the animation has logically completed, but may still be in its long tail"), and the two things
/// that wait for it: a phase animator's next step and a removed view's departure.
///
/// A spring is logically complete after its perceptual duration, SwiftUI's `Spring.duration` ("the
/// perceptual duration, which defines the pace of the spring"; Apple's example: `Spring(mass: 1,
/// stiffness: 100, damping: 10)` has a duration of 0.63), which is its response; it settles (to
/// 0.001, `settlingDuration`) later.
@Suite struct LogicalCompletionTests {
    @Test func springsAreLogicallyCompleteAfterTheirPerceptualDuration() {
        #expect(Animation.spring().logicalDuration == 0.5)
        #expect(Animation.spring.logicalDuration == 0.5)
        #expect(Animation.smooth.logicalDuration == 0.5 && Animation.snappy.logicalDuration == 0.5)
        #expect(Animation.bouncy(duration: 0.8).logicalDuration == 0.8)
        #expect(Animation.spring(duration: 0.3, bounce: 0.7).logicalDuration == 0.3)
        #expect(Animation.spring(response: 0.4, dampingFraction: 0.6).logicalDuration == 0.4)
        // Apple's numbers for Spring(mass: 1, stiffness: 100, damping: 10): duration 0.63.
        let physical = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.logicalDuration - 2 * .pi / 10) < 1e-12)
        #expect((physical.logicalDuration * 100).rounded() / 100 == 0.63)
        // They settle later: the default spring comes to rest (0.001) after 0.84 s.
        #expect(Animation.spring().duration > 0.84 && Animation.spring().duration < 0.85)
        #expect(Animation.spring(duration: 0.3, bounce: 0.7).duration > 1)
    }

    @Test func timingCurvesAndModifiers() {
        #expect(Animation.easeInOut(duration: 0.4).logicalDuration == 0.4)
        #expect(Animation.linear(duration: 1).delay(0.25).logicalDuration == 1.25)
        #expect(Animation.spring().speed(2).logicalDuration == 0.25)
        #expect(Animation.easeIn(duration: 0.5).repeatCount(3, autoreverses: true).logicalDuration == 1.5)
        #expect(Animation.linear(duration: 1).repeatForever().logicalDuration == .infinity)
        #expect(Animation.spring(duration: 0).logicalDuration == 0)
    }

    /// A custom animation that says it is logically complete at 0.3 s and ends at 1 s.
    struct FlagAt: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            if time >= 0.3 { context.isLogicallyComplete = true }
            guard time < 1 else { return nil }
            return value.scaled(by: time)
        }
    }

    /// One that never says so: logically complete when it ends.
    struct Plain: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time < 0.8 ? value.scaled(by: time / 0.8) : nil
        }
    }

    @Test func customAnimationsReportTheirOwnCompletion() {
        #expect(abs(Animation(FlagAt()).logicalDuration - 0.3) < 1e-9)
        #expect(abs(Animation(FlagAt()).duration - 1) < 1e-9)
        #expect(abs(Animation(Plain()).logicalDuration - 0.8) < 1e-9)
    }

    // MARK: Phase animators

    /// `[false, true]` with the default animation (a spring of duration 0.5): each step lasts
    /// 0.5 s, not the 1.0 s the spring takes to settle.
    @Test func twoPhaseSpringCycleStepsEveryHalfSecond() {
        let cycle = PhaseCycle([false, true])
        #expect(cycle.passDuration == 1)
        #expect(cycle.changes(through: 2).map(\.time) == [0, 0.5, 1, 1.5, 2])
        #expect(cycle.changes(through: 2).map(\.phase) == [true, false, true, false, true])
    }

    /// The reaction of Apple's "Wind your way through advanced animations in SwiftUI" (WWDC23):
    /// three phases, moving up with `.easeInOut(duration: 0.3)`, scaling with a bouncy
    /// `.spring(duration: 0.3, bounce: 0.7)` and back with `.smooth`. A trigger at 1 s steps at 1,
    /// 1.3 and 1.6 and is back at rest at 2.1 s; waiting for each spring to settle made the pass more
    /// than 1.5 s longer.
    enum Reaction: CaseIterable { case initial, move, scale }

    static let reaction = PhaseCycle(Reaction.allCases) { phase -> Animation? in
        switch phase {
        case .initial: return .smooth
        case .move: return .easeInOut(duration: 0.3)
        case .scale: return .spring(duration: 0.3, bounce: 0.7)
        }
    }

    @Test func appleThreePhaseReactionStepsWhenEachStepIsLogicallyComplete() {
        let changes = Self.reaction.changes(triggers: [1], through: 10)
        #expect(changes.map(\.phase) == [.move, .scale, .initial])
        #expect(changes.map(\.time) == [1, 1.3, 1.6])
        #expect(Self.reaction.passDuration == 1.1)
        let settled = [Animation.easeInOut(duration: 0.3), .spring(duration: 0.3, bounce: 0.7), .smooth].map(\.duration).reduce(0, +)
        #expect(settled - Self.reaction.passDuration > 1.5)
    }

    /// A step into a phase equal to the one before it changes nothing: it moves on at once
    /// (nothing animates, so the step is complete), so `[0, -100, -100]` does not wait at -100.
    @Test func aStepThatChangesNothingMovesOnAtOnce() {
        let cycle = PhaseCycle([0.0, -100, -100]) { _ in .easeInOut(duration: 0.4) }
        #expect(cycle.isStill == [false, false, true])
        #expect(cycle.passDuration == 0.8)
        let changes = cycle.changes(through: 1)
        #expect(changes.map(\.time) == [0, 0.4, 0.4, 0.8])
        #expect(changes.map(\.index) == [1, 2, 0, 1])
        // Phases that are not Equatable are never taken as still.
        struct Opaque { var x: Double }
        #expect(PhaseCycle([Opaque(x: 1), Opaque(x: 1)]).isStill == [false, false])
    }

    struct Badge: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 3)
        var body: some View {
            Circle().frame(width: 20, height: 20)
                .phaseAnimator([0.0, 40.0]) { content, x in content.offset(x: x) } animation: { _ in .spring(duration: 0.4) }
        }
    }

    /// The view itself: at 0.4 s it has reached 40 (within the spring's tail) and turns back.
    @Test func phaseAnimatorViewTurnsBackWhenTheSpringIsLogicallyComplete() throws {
        func x(_ t: Double) throws -> Double {
            try EngineEvaluator().inspection(of: Badge(), time: t).allViews.first { $0.kind == "offset" }!.children[0].transform[4]
        }
        let spring = Spring(duration: 0.4)
        #expect(abs(try x(0.2) - 40 * spring.value(target: 1.0, time: 0.2)) < 1e-9)
        // At 0.6 s the step back (started at 0.4) has run 0.2 s from where the first one was.
        let reached = 40 * spring.value(target: 1.0, time: 0.4)
        let velocity = 40 * spring.velocity(target: 1.0, time: 0.4)
        let back = reached - reached * spring.value(target: 1.0, time: 0.2) + velocity * Spring(duration: 0.4).basis(at: 0.2).b
        let turning = try x(0.6)
        #expect(abs(turning - back) < 1e-6, "\(turning) vs \(back)")
    }

    // MARK: Removed views

    struct Card: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 3)
        @State var shown = true
        var body: some View {
            ZStack {
                if shown {
                    RoundedRectangle(cornerRadius: 8).frame(width: 40, height: 40)
                        .shadow(radius: 6)
                        .transition(.scale)
                }
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.spring()) { shown = false } }
        }
    }

    func card(at t: Double) throws -> InspectedView? {
        try EngineEvaluator().inspection(of: Card(), time: t).allViews.first { $0.kind == "RoundedRectangle" }
    }

    /// Removed with the default spring at 1 s, the card is drawn until 1.5 s (the spring is
    /// logically complete) and gone from then on; it no longer lingers in the spring's tail (until
    /// its motion fell below 1e-7, past 2.6 s) at near-zero scale with its shadow's layer alive.
    @Test func aRemovedViewLeavesWhenItsSpringIsLogicallyComplete() throws {
        #expect(try card(at: 0.9) != nil)
        #expect(try card(at: 1.25) != nil)
        #expect(try card(at: 1.49) != nil)
        #expect(try card(at: 1.5) == nil)
        #expect(try card(at: 1.75) == nil)
        #expect(try card(at: 2.5) == nil)
    }
}
