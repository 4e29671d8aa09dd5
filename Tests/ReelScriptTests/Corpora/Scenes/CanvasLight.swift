import Foundation
import Reel

/// A canvas reads the scene's current state: a traffic light turns from red to green.
struct CanvasLight: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var go = false

    func lampColor() -> Color { go ? .green : .red }

    var body: some View {
        Canvas { context, size in
            let lamp = CGRect(x: size.width / 2 - 40, y: size.height / 2 - 40, width: 80, height: 80)
            context.fill(Path(ellipseIn: lamp), with: .color(lampColor()))
            context.stroke(Path(CGRect(x: 10, y: 10, width: size.width - 20, height: size.height - 20)), with: .color(.black), lineWidth: 4)
        }
    }
    var timeline: some Timeline {
        At(0.5) { go = true }
    }
}
