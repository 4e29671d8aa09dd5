import Foundation
import Reel

/// Path views in a VStack draw in their own slots, from each frame's origin.
struct PathInStack: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        VStack(spacing: 0) {
            Path { p in
                p.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            }
            .fill(Color.green)
            .frame(width: 100, height: 100)
            Path { p in
                p.addEllipse(in: CGRect(x: 60, y: 60, width: 40, height: 40))
            }
            .fill(Color.purple)
            .frame(width: 100, height: 100)
        }
    }
}
