import Foundation
import Reel

/// A glowing trail: an emitter leaves one particle per 1/60 s where a point is at that moment,
/// 32 pt cyan, living 1 s with its opacity the life it has left, added on a black background
/// (`plusLighter`) and blurred 10 points. The point moves through four springs and eases; the
/// emitter's position animates with it, so each particle is born where the point was at its
/// birth and the trail follows the curve.
public struct GlowTrail: AnimatedScene {
    /// The canvas: 480 × 480 points, 30 fps, 4.5 s.
    public var format = SceneFormat(width: 480, height: 480, fps: 30, duration: 4.5, background: Color.black)
    @State var point = CGPoint(x: 90, y: 390)

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        ZStack {
            ParticleEmitter {
                Circle().fill(Color.white).frame(width: 32, height: 32)
            }
            .birthRate(60)
            .lifetime(1)
            .color(Color(hex: 0x32ADE6))
            .opacityOverLife([1, 0])
            .emitterPosition(point)
            .blendMode(.plusLighter)
            .blur(radius: 10)
            Circle()
                .fill(Color.white)
                .frame(width: 10, height: 10)
                .position(point)
        }
    }

    /// Moves the point around the canvas.
    public var timeline: some Timeline {
        At(0.2) { withAnimation(.spring(response: 0.8, dampingFraction: 0.6)) { point = CGPoint(x: 240, y: 110) } }
        At(1.2) { withAnimation(.easeInOut(duration: 0.9)) { point = CGPoint(x: 400, y: 330) } }
        At(2.2) { withAnimation(.spring(response: 0.6, dampingFraction: 0.45)) { point = CGPoint(x: 120, y: 250) } }
        At(3.2) { withAnimation(.easeOut(duration: 0.8)) { point = CGPoint(x: 380, y: 90) } }
    }
}
