import Foundation
import Reel

/// A VStack aligned to leading lines rows of different widths up on their left edges.
struct LeadingList: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Capsule().fill(Color.orange).frame(width: 40, height: 16)
            Capsule().fill(Color.orange).frame(width: 120, height: 16)
            Capsule().fill(Color.orange).frame(width: 80, height: 16)
        }
    }
}
