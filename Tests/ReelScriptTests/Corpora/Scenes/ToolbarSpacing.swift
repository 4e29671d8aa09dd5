import Foundation
import Reel

/// Three buttons in an HStack with spacing 10 sit side by side, centred.
struct ToolbarSpacing: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        HStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 40, height: 30)
            RoundedRectangle(cornerRadius: 6).fill(Color.green).frame(width: 40, height: 30)
            RoundedRectangle(cornerRadius: 6).fill(Color.red).frame(width: 40, height: 30)
        }
    }
}
