import Foundation
import Reel

/// A toast enters from the top and leaves by fading: asymmetric transitions.
struct AsymmetricToast: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 4, background: .white)
    @State var showing = false
    var body: some View {
        ZStack {
            if showing {
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.black)
                    .frame(width: 160, height: 50)
                    .transition(.asymmetric(insertion: .move(edge: .top), removal: .opacity))
            }
        }
        .frame(width: 200, height: 200)
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { showing = true } }
        At(2) { withAnimation(.linear(duration: 1)) { showing = false } }
    }
}
