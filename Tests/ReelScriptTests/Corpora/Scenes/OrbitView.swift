import Foundation
import Reel

/// A view conforming to Animatable is handed the interpolated angle: a moon orbits, not jumps.
struct Moon: View, Animatable {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }
    var body: some View {
        Circle()
            .fill(Color.gray)
            .frame(width: 20, height: 20)
            .offset(x: 60 * cos(angle), y: 60 * sin(angle))
    }
}

struct OrbitView: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var angle = 0.0
    var body: some View {
        ZStack {
            Circle().fill(Color.yellow).frame(width: 30, height: 30)
            Moon(angle: angle)
        }
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { angle = Double.pi } }
    }
}
