import Foundation
import Reel

/// A wave shape made of quadratic curves, stroked, crosses the middle of its frame.
struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.midY))
        p.addQuadCurve(to: CGPoint(x: rect.midX, y: rect.midY), control: CGPoint(x: rect.width / 4, y: rect.minY))
        p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.width * 3 / 4, y: rect.maxY))
        return p
    }
}

struct WaveLine: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        Wave()
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            .frame(width: 160, height: 80)
    }
}
