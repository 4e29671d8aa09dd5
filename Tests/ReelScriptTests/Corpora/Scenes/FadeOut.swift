import Foundation
import Reel

/// A badge fades out when it is removed.
struct FadeOut: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var visible = true
    var body: some View {
        VStack {
            if visible {
                Circle()
                    .fill(Color.black)
                    .frame(width: 100, height: 100)
                    .transition(.opacity)
            }
        }
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { visible = false } }
    }
}
