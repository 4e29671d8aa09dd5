import Foundation
import Reel

/// Padding grows the background around a square; an overlay draws on top.
struct PaddedBadge: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        Color.red
            .frame(width: 40, height: 40)
            .padding(10)
            .background(Color.blue)
            .overlay(Circle().fill(Color.white).frame(width: 10, height: 10))
    }
}
