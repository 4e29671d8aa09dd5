import Foundation
@testable import Reel
import ReelTestSupport
import Testing

@Suite struct PhaseAndKeyframeViewTests {
    struct Pulse: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 30, duration: 4)
        var body: some View {
            PhaseAnimator([0.0, 1.0]) { value in
                Rectangle().frame(width: 20, height: 20).opacity(value)
            } animation: { _ in .linear(duration: 1) }
        }
    }

    func opacity(_ t: Double) throws -> Double {
        try EngineEvaluator().inspection(of: Pulse(), time: t).allViews.first { $0.kind == "Rectangle" }!.opacity
    }

    @Test func phaseAnimatorStepsThroughItsPhasesEachAnimated() throws {
        // Into phase 1.0 at once (0...1 s), back to 0.0 (1...2 s), and so on.
        #expect(abs(try opacity(0.5) - 0.5) < 1e-9)
        #expect(abs(try opacity(1.25) - 0.75) < 1e-9)
        #expect(abs(try opacity(2.5) - 0.5) < 1e-9)
        #expect(abs(try opacity(3.9) - 0.1) < 1e-9)
    }

    struct Values { var x: Double = 0 }

    struct Bounce: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 30, duration: 4)
        var body: some View {
            KeyframeAnimator(initialValue: Values()) { v in
                Circle().frame(width: 10, height: 10).offset(x: v.x)
            } keyframes: {
                KeyframeTrack(\Values.x) {
                    LinearKeyframe(100, duration: 1)
                    LinearKeyframe(0, duration: 1)
                }
            }
        }
    }

    @Test func keyframeAnimatorFollowsItsTracksAndRepeats() throws {
        func x(_ t: Double) throws -> Double {
            try EngineEvaluator().inspection(of: Bounce(), time: t).allViews.first { $0.kind == "offset" }!.children[0].transform[4]
        }
        #expect(abs(try x(0.5) - 50) < 1e-9)
        #expect(abs(try x(1.5) - 50) < 1e-9)
        #expect(abs(try x(2.25) - 25) < 1e-9)   // the second pass
    }
}
