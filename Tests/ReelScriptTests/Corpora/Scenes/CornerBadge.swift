import Foundation
import Reel

/// A ZStack aligned bottom-trailing puts a badge in a card's corner.
struct CornerBadge: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            RoundedRectangle(cornerRadius: 12).fill(Color.gray).frame(width: 120, height: 120)
            Circle().fill(Color.red).frame(width: 30, height: 30)
        }
    }
}
