import Foundation
import Reel

/// A rounded rectangle's corner radius and colour animate together.
struct MorphingCapsule: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var round = false
    var body: some View {
        RoundedRectangle(cornerRadius: round ? 50 : 0)
            .fill(round ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
            .frame(width: 100, height: 100)
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { round = true } }
    }
}
