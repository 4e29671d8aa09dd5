import Foundation
import Reel

/// A path moved with applying(CGAffineTransform(translationX:y:)) and offsetBy(dx:dy:).
struct MovedPath: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        ZStack {
            Path(CGRect(x: 0, y: 0, width: 40, height: 40))
                .applying(CGAffineTransform(translationX: 20, y: 20))
                .fill(Color.red)
            Path(CGRect(x: 0, y: 0, width: 40, height: 40))
                .offsetBy(dx: 140, dy: 140)
                .fill(Color.blue)
        }
    }
}
