import Foundation
import Reel

/// A bar rotated by 90 degrees stands upright; the rotation animates around its centre.
struct SpinningBar: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var turned = false
    var body: some View {
        Rectangle()
            .fill(Color.black)
            .frame(width: 120, height: 20)
            .rotationEffect(.degrees(turned ? 90 : 0))
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { turned = true } }
    }
}
