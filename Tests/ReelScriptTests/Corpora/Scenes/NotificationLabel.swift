import Foundation
import Reel

/// A bell symbol next to a count, in an HStack, tinted by the stack's foreground style.
struct NotificationLabel: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "bell.fill")
            Text("3")
        }
        .font(.system(size: 40))
        .foregroundStyle(Color.red)
    }
}
