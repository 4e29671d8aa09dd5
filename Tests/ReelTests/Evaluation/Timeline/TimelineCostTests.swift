import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// What a timeline costs grows with the views of a scene, not with their square: views that start
/// one animation in their `onAppear` make one state of the timeline whatever their number (every
/// state is resolved and laid out whole by the frames after it), and the states of a timeline
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

    @Test func blocksWithOtherAnimationsKeepAStateEach() {
        // Each pulse's own delay: a state per pulse, as SwiftUI gives each its own animation.
        #expect(ResolvedTimeline(Grid(side: 3, step: 0.01)).epochs.count == 10)
    }

    @Test func theStatesOfATimelineHoldBoundedViews() {
        // 40 × 40 pulses with their own delays: 1,601 states of about 6,400 views each.
        let timeline = ResolvedTimeline(Grid(side: 40, step: 0.001))
        let errors = timeline.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasPrefix("the timeline's states would hold more than 1,000,000 views in all, the limit") == true, "\(errors)")
        #expect(timeline.epochs.count < 1_601)
    }
}
