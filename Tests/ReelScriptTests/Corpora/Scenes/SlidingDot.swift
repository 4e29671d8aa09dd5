import Foundation
import Reel

/// An offset animates linearly: halfway through, the dot is halfway across.
struct SlidingDot: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var atEnd = false
    var body: some View {
        Circle()
            .fill(Color.blue)
            .frame(width: 20, height: 20)
            .offset(x: atEnd ? 80 : -80)
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { atEnd = true } }
    }
}
