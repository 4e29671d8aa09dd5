import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// `AnyTransition.animation(_:)`: a transition with its own animation runs with it whether or not
/// the change that inserts or removes the view is animated, as SwiftUI's does.
@Suite struct TransitionAnimationAttachedTests {
    struct Toggled: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 5)
        @State var shown = false
        var transition: AnyTransition = .opacity.animation(.linear(duration: 1))
        var body: some View {
            ZStack {
                if shown { Rectangle().frame(width: 20, height: 20).transition(transition) }
            }
        }
        var timeline: some Timeline {
            At(1) { shown = true }
            At(3) { withAnimation(.linear(duration: 0.2)) { shown = false } }
        }
    }

    func opacity(_ scene: Toggled, at t: Double) -> Double? {
        try? EngineEvaluator().inspection(of: scene, time: t).allViews.first { $0.kind == "Rectangle" }?.opacity
    }

    @Test func theAttachedAnimationRunsUnderAnUnanimatedChange() {
        let scene = Toggled()
        #expect(opacity(scene, at: 0.5) == nil)
        #expect(abs((opacity(scene, at: 1.25) ?? -1) - 0.25) < 1e-9)
        #expect(abs((opacity(scene, at: 1.5) ?? -1) - 0.5) < 1e-9)
        #expect(opacity(scene, at: 2.5) == 1)
    }

    @Test func theAttachedAnimationWinsOverTheChangesAnimation() {
        // Removed under a 0.2 s animation, the view still fades over its transition's 1 s.
        let scene = Toggled()
        #expect(abs((opacity(scene, at: 3.5) ?? -1) - 0.5) < 1e-9)
        #expect(opacity(scene, at: 4.1) == nil)
    }

    @Test func withoutAnAttachedAnimationAnUnanimatedChangeIsImmediate() {
        var scene = Toggled()
        scene.transition = .opacity
        #expect(opacity(scene, at: 1.01) == 1)
    }

    @Test func combiningKeepsTheFirstAttachedAnimation() {
        let fade = AnyTransition.opacity.animation(.linear(duration: 2))
        #expect(fade.combined(with: .scale).attachedAnimation(insertion: true) == .linear(duration: 2))
        #expect(AnyTransition.scale.combined(with: fade).attachedAnimation(insertion: false) == .linear(duration: 2))
        let split = AnyTransition.asymmetric(insertion: fade, removal: .opacity)
        #expect(split.attachedAnimation(insertion: true) == .linear(duration: 2) && split.attachedAnimation(insertion: false) == nil)
        #expect(fade.animation(nil).attachedAnimation(insertion: true) == nil)
    }
}
