import Foundation
import Reel

/// Flexible frames follow Apple's rule: only a minimum, only a maximum, both.
struct FlexibleFrames: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 60, height: 60)
                .frame(minWidth: 20)
                .border(Color.black)
                .frame(width: 40)
            Color.green.frame(width: 60, height: 60)
                .frame(maxWidth: 100)
                .border(Color.black)
                .frame(width: 40)
        }
    }
}
