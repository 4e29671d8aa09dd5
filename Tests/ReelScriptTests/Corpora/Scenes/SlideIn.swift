import Foundation
import Reel

/// A card moves in from the leading edge when it is inserted.
struct SlideIn: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var shown = false
    var body: some View {
        ZStack {
            if shown {
                Rectangle()
                    .fill(Color.pink)
                    .frame(width: 60, height: 60)
                    .transition(.move(edge: .leading))
            }
        }
        .frame(width: 200, height: 200)
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { shown = true } }
    }
}
