import Foundation
import Reel

/// An animatable modifier shakes a field sideways: its offset follows the interpolated value.
struct Shake: ViewModifier, Animatable {
    var travel: Double
    var animatableData: Double {
        get { travel }
        set { travel = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(x: 40 * sin(travel * Double.pi / 2))
    }
}

struct ShakeModifier: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var attempts = 0.0
    var body: some View {
        Rectangle()
            .fill(Color.red)
            .frame(width: 40, height: 40)
            .modifier(Shake(travel: attempts))
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { attempts = 2 } }
    }
}
