import Foundation
import Reel

/// Symbols take their font's size and the image scale.
struct IconSizes: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: "house.fill")
            Image(systemName: "gear").font(.title)
            Image(systemName: "bell.fill").font(.system(size: 40)).imageScale(.large)
        }
    }
}
