import Foundation
import Reel

/// A Spacer pushes two chips to the ends of a 200-point bar.
struct SpacerBar: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        HStack(spacing: 0) {
            Color.blue.frame(width: 30, height: 30)
            Spacer()
            Color.red.frame(width: 30, height: 30)
        }
    }
}
