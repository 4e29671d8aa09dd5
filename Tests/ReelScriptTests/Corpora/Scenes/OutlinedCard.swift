import Foundation
import Reel

/// strokeBorder draws a rounded card's border inside its frame.
struct OutlinedCard: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .strokeBorder(Color.black, lineWidth: 10)
            .frame(width: 120, height: 80)
    }
}
