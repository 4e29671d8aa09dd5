import Foundation
import Reel

/// A trimmed circle is a progress ring; its trim animates from nothing to the whole ring.
struct ProgressRing: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var progress = 0.0
    var body: some View {
        Circle()
            .trim(from: 0, to: progress)
            .stroke(Color.green, lineWidth: 12)
            .frame(width: 140, height: 140)
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { progress = 1 } }
    }
}
