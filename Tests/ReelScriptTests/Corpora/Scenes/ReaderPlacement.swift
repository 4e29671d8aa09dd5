import Foundation
import Reel

/// A geometry reader places a circle a quarter of its width across and down from the top-right corner.
struct ReaderPlacement: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        GeometryReader { proxy in
            Circle()
                .fill(Color.teal)
                .frame(width: proxy.size.width / 4, height: proxy.size.width / 4)
                .position(x: proxy.size.width * 0.75, y: proxy.size.height / 4)
        }
    }
}
