import Foundation
import Reel

/// clipShape(Circle()) cuts a square photo placeholder to a circle.
struct ClippedAvatar: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        LinearGradient(colors: [.green, .green], startPoint: .top, endPoint: .bottom)
            .frame(width: 100, height: 100)
            .clipShape(Circle())
    }
}
