import Foundation
import Reel

/// A scale effect inside a geometry reader animates as it does anywhere else.
struct ReaderPulse: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var big = false
    var body: some View {
        GeometryReader { proxy in
            Rectangle()
                .fill(Color.indigo)
                .frame(width: 40, height: 40)
                .scaleEffect(big ? 3 : 1)
                .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
        }
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { big = true } }
    }
}
