import Foundation
import Reel

/// A linear gradient from red on the leading edge to blue on the trailing edge.
struct GradientBanner: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        Rectangle()
            .fill(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .leading, endPoint: .trailing))
            .frame(width: 200, height: 60)
    }
}
