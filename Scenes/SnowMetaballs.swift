import Foundation
import Reel

/// Snow as metaballs: the snow of `FallingSnow`, drawn in a canvas layer blurred by 10 and then
/// cut at half opacity (`alphaThreshold(min: 0.5)`), so nearby flakes merge into blobs; the blobs
/// mask a red-to-indigo vertical gradient.
public struct SnowMetaballs: AnimatedScene {
    /// The canvas: 480 × 480 points, 30 fps, 4 s.
    public var format = SceneFormat(width: 480, height: 480, fps: 30, duration: 4, background: Color(hex: 0x0D0D14))

    /// The scene in its first state.
    public init() {}

    /// The falling snow.
    var snow: ParticleEmitter {
        ParticleEmitter {
            Circle().fill(Color.white).frame(width: 32, height: 32)
        }
        .birthRate(60)
        .lifetime(2)
        .speed(300, range: 200)
        .emissionAngle(.degrees(90), range: .degrees(9.5))
        .opacityOverLife([1, 1, 0])
        .emitterShape(.line(length: 512))
        .emitterPosition(CGPoint(x: 224, y: -32))
        .prewarm(2)
    }

    /// The scene's views.
    public var body: some View {
        LinearGradient(colors: [Color.red, Color.indigo], startPoint: .top, endPoint: .bottom)
            .mask {
                TimelineView(.animation) { timeline in
                    Canvas { context, size in
                        context.addFilter(.alphaThreshold(min: 0.5, color: .white))
                        context.addFilter(.blur(radius: 10))
                        context.drawLayer { layer in
                            layer.draw(snow, in: CGRect(origin: .zero, size: size), time: timeline.time)
                        }
                    }
                }
            }
    }
}
