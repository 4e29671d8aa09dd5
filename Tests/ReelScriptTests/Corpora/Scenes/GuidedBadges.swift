import Foundation
import Reel

/// Custom alignment guides line a badge's centre up with the leading edge of a bar below.
struct GuidedBadges: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Circle()
                .fill(Color.red)
                .frame(width: 40, height: 40)
                .alignmentGuide(.leading) { d in d.width / 2 }
            Rectangle()
                .fill(Color.blue)
                .frame(width: 100, height: 20)
        }
    }
}
