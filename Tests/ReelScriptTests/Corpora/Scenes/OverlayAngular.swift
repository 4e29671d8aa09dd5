import Foundation
import Reel

/// An angular gradient's angle animates inside an overlay.
struct OverlayAngular: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var spin = 0.0
    var body: some View {
        Color.white
            .frame(width: 160, height: 160)
            .overlay {
                Circle()
                    .fill(AngularGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0)], center: .center, angle: .degrees(spin)))
            }
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { spin = 180 } }
    }
}
