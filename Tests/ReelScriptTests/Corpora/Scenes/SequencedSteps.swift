import Foundation
import Reel

/// Two animations one after the other: the dot moves right, then down.
struct SequencedSteps: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 3, background: .white)
    @State var x = -60.0
    @State var y = -60.0
    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 20, height: 20)
            .offset(x: x, y: y)
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { x = 60 } }
        At(1.5) { withAnimation(.linear(duration: 1)) { y = 60 } }
    }
}
