import Foundation
import Reel
import ReelCairo
import Testing

/// A moon whose place is computed from its angle: an animatable view.
struct OrbitingMoon: View, Animatable {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }
    var body: some View {
        Circle().fill(Color.black).frame(width: 20, height: 20)
            .offset(x: 60 * cos(angle), y: 60 * sin(angle))
    }
}

/// The moon goes half round, from angle 0 to π, in one linear second from 0.5 s.
struct MoonOrbit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var angle = 0.0
    var body: some View { OrbitingMoon(angle: angle) }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { angle = .pi } } }
}

/// SwiftUI hands an animatable view each interpolated value and shows the body built from it:
/// the attributes inside the body follow the data (they do not animate on their own from the
/// start value to the end value).
@Suite struct AnimatableBodyTests {
    /// Halfway, the angle is π/2: the moon is below the centre at (100, 160), not at the centre,
    /// where animating its offset from (60, 0) to (−60, 0) would put it.
    @Test func bodyFollowsTheInterpolatedData() throws {
        let renderer = FrameRenderer()
        let start = try renderer.render(MoonOrbit(), frame: 0), halfway = try renderer.render(MoonOrbit(), frame: 10)
        #expect(RGBA(start, 160, 100) == RGBA(0, 0, 0, 255) && RGBA(start, 100, 100) == RGBA(255, 255, 255, 255))
        #expect(RGBA(halfway, 100, 160) == RGBA(0, 0, 0, 255), "\(RGBA(halfway, 100, 160))")
        #expect(RGBA(halfway, 100, 100) == RGBA(255, 255, 255, 255))
        // At 0.8 s, 0.3 of the way: angle 0.3π, on the circle, down and right.
        let quarter = try renderer.render(MoonOrbit(), frame: 8)
        let x = 100 + 60 * cos(Double.pi * 0.3), y = 100 + 60 * sin(Double.pi * 0.3)
        #expect(RGBA(quarter, Int(x), Int(y)) == RGBA(0, 0, 0, 255), "\(RGBA(quarter, Int(x), Int(y)))")
    }
}
