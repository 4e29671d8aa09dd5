import Foundation
import Reel

/// A shape written with rect.width and rect.height: it covers its own frame, centred on the canvas.
struct Box: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
        }
    }
}

struct BoxFromWidth: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        Box()
            .fill(.red)
            .frame(width: 50, height: 50)
    }
}
