import Foundation
import Reel

/// The like button of DESIGN.md: a heart that springs to red and grows while fifteen confetti
/// dots fly out and a burst of confetti particles flies from behind it, then eases back.
public struct LikeButton: AnimatedScene {
    /// The canvas: 400 × 400 points, 60 fps, 2.5 s.
    public var format = SceneFormat(width: 400, height: 400, fps: 60, duration: 2.5, background: Color(red: 0.06, green: 0.06, blue: 0.09))
    @State var liked = false

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        ZStack {
            // Confetti bursting from behind the heart when it is liked: 40 pieces flung all
            // around, slowed by drag, pulled down, spinning and shrinking away.
            ParticleEmitter {
                RoundedRectangle(cornerRadius: 1.5).fill(Color.white).frame(width: 7, height: 12)
            }
            .burst(count: 40, at: 0.5)
            .lifetime(1.2, range: 0.3)
            .speed(330, range: 110)
            .emissionAngle(.degrees(-90), range: .degrees(180))
            .acceleration(y: 260)
            .drag(1.3)
            .rotation(.zero, range: .degrees(180))
            .spin(.degrees(240), range: .degrees(360))
            .scaleOverLife([1, 1, 0], times: [0, 0.6, 1])
            .color(Color(red: 0.6, green: 0.6, blue: 0.6), redRange: 0.4, greenRange: 0.4, blueRange: 0.4)
            Heart()
                .fill(liked ? Color.red : Color.gray)
                .frame(width: 120, height: 110)
                .scaleEffect(liked ? 1.2 : 1)
            ForEach(0..<15) { i in
                Circle()
                    .fill(Color(hue: Double(i) / 15, saturation: 0.8, brightness: 1))
                    .frame(width: 8, height: 8)
                    .offset(x: liked ? 90 : 40)
                    .rotationEffect(.degrees(Double(i) * 24))
                    .opacity(liked ? 1 : 0)
            }
        }
    }

    /// Likes at 0.5 s on a bouncy spring and unlikes at 1.8 s.
    public var timeline: some Timeline {
        At(0.5) { withAnimation(.spring(response: 0.5, dampingFraction: 0.5)) { liked = true } }
        At(1.8) { withAnimation(.easeInOut(duration: 0.4)) { liked = false } }
    }
}

/// A heart drawn with two cubic lobes meeting at a point at the bottom.
struct Heart: Shape {
    func path(in rect: CGRect) -> Path {
        let w = rect.width
        let h = rect.height
        let x = rect.minX
        let y = rect.minY
        return Path { p in
            p.move(to: CGPoint(x: x + w / 2, y: y + h))
            p.addCurve(to: CGPoint(x: x, y: y + h * 0.3),
                       control1: CGPoint(x: x + w * 0.1, y: y + h * 0.75), control2: CGPoint(x: x, y: y + h * 0.5))
            p.addCurve(to: CGPoint(x: x + w / 2, y: y + h * 0.2),
                       control1: CGPoint(x: x, y: y - h * 0.05), control2: CGPoint(x: x + w * 0.45, y: y - h * 0.05))
            p.addCurve(to: CGPoint(x: x + w, y: y + h * 0.3),
                       control1: CGPoint(x: x + w * 0.55, y: y - h * 0.05), control2: CGPoint(x: x + w, y: y - h * 0.05))
            p.addCurve(to: CGPoint(x: x + w / 2, y: y + h),
                       control1: CGPoint(x: x + w, y: y + h * 0.5), control2: CGPoint(x: x + w * 0.9, y: y + h * 0.75))
            p.closeSubpath()
        }
    }
}
