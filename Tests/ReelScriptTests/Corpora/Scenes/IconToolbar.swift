import Foundation
import Reel

/// A row of toolbar symbols, each in a 44-point square button with a tinted background.
struct IconToolbar: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    let names = ["plus", "trash", "square.and.arrow.up", "magnifyingglass"]
    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<4) { index in
                Image(systemName: names[index])
                    .font(.system(size: 24))
                    .foregroundStyle(Color.white)
                    .frame(width: 44, height: 44)
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue))
            }
        }
    }
}
