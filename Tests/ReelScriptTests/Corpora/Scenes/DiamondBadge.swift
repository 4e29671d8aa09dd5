import Foundation
import Reel

/// A square turned with rotation(_:) is a diamond, still a shape to fill.
struct DiamondBadge: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        Rectangle()
            .rotation(.degrees(45))
            .fill(Color.orange)
            .frame(width: 100, height: 100)
    }
}
