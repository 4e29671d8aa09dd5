import Foundation
import Reel

/// Modifiers on a Group apply to each element, which stay separate children of the stack.
struct GroupedChips: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
            }
            .padding(10)
            .background(Color.black)
        }
    }
}
