import Foundation
import Reel

/// A pie slice whose end angle is its animatable data grows from a quarter to three quarters.
struct Slice: Shape {
    var endAngle: Double
    var animatableData: Double {
        get { endAngle }
        set { endAngle = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        p.move(to: center)
        p.addArc(center: center, radius: rect.width / 2, startAngle: .degrees(-90), endAngle: .degrees(endAngle - 90), clockwise: false)
        p.closeSubpath()
        return p
    }
}

struct PieSlice: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var end = 90.0
    var body: some View {
        Slice(endAngle: end)
            .fill(Color.orange)
            .frame(width: 160, height: 160)
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { end = 270 } }
    }
}
