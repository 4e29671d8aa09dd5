import Foundation
import Reel

/// Falling snow: a particle emitter along a line above the top edge gives one flake per 1/60 s,
/// each 32 pt, white, living 2 s, falling at 100 to 500 points per second, fully opaque for its
/// first second and fading out over its last, blurred 10 points. Gentle turbulence makes the
/// flakes drift; the emitter is pre-warmed, so the sky is already full at the first frame.
public struct FallingSnow: AnimatedScene {
    /// The canvas: 480 × 480 points, 30 fps, 4 s.
    public var format = SceneFormat(width: 480, height: 480, fps: 30, duration: 4, background: Color(hex: 0x0B1026))

    /// The scene in its first state.
    public init() {}

    /// The scene's views.
    public var body: some View {
        ZStack {
            LinearGradient(colors: [Color(hex: 0x0B1026), Color(hex: 0x2B3A67)], startPoint: .top, endPoint: .bottom)
            ParticleEmitter {
                Circle().fill(Color.white).frame(width: 32, height: 32)
            }
            .birthRate(60)
            .lifetime(2)
            // Straight down at 100 to 500 points per second, up to ±9.5° off (±50 points per
            // second sideways at the middle speed).
            .speed(300, range: 200)
            .emissionAngle(.degrees(90), range: .degrees(9.5))
            .turbulence(120, size: 160, speed: 0.4)
            .opacityOverLife([1, 1, 0])
            // Births along y = -32 for x from -32 to the width.
            .emitterShape(.line(length: 512))
            .emitterPosition(CGPoint(x: 224, y: -32))
            .prewarm(2)
            .blur(radius: 10)
        }
    }
}
