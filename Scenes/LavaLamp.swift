import Foundation
import Reel

/// A lava lamp: fifteen blobs 100 to 250 points across, at x from -0.1 to 1.1 of the width,
/// moving vertically at 0.01 to 0.1 of the height per second and turning back past -0.25 and
/// 1.25 of the height. Each blob is an eight-point polygon whose radii drift between 0.8 and 1.2
/// of its size in 3 s eased moves. Drawn in a canvas layer blurred by 30 and cut at half opacity,
/// the blobs merge and part like wax, and mask a red-to-orange gradient over indigo. Every
/// number comes from a hash of the blob's index, so each frame is a function of its time alone.
public struct LavaLamp: AnimatedScene {
    /// The canvas: 400 × 800 points, 30 fps, 10 s.
    public var format = SceneFormat(width: 400, height: 800, fps: 30, duration: 10, background: Color(hex: 0x1A1240))

    /// The scene in its first state.
    public init() {}

    /// The scene's views.
    public var body: some View {
        ZStack {
            Color.indigo
            LinearGradient(colors: [Color.red, Color.orange], startPoint: .top, endPoint: .bottom)
                .mask {
                    TimelineView(.animation) { timeline in
                        Canvas { context, size in
                            context.addFilter(.alphaThreshold(min: 0.5, color: .white))
                            context.addFilter(.blur(radius: 30))
                            context.drawLayer { layer in
                                for i in 0..<15 {
                                    layer.fill(lavaBlob(i, time: timeline.time, size: size), with: .color(.white))
                                }
                            }
                        }
                    }
                }
        }
    }
}

/// A number in 0..<1 for blob `i` and key `k`: the fractional part of a large multiple of a sine.
func lavaRandom(_ i: Int, _ k: Int) -> Double {
    let s = sin(Double(i) * 12.9898 + Double(k) * 78.233) * 43758.5453
    return s - floor(s)
}

/// Cubic ease-in-out of `x` in 0...1.
func lavaEase(_ x: Double) -> Double {
    x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
}

/// The outline of blob `i` at `time` on a canvas of `size`.
func lavaBlob(_ i: Int, time: Double, size: CGSize) -> Path {
    let width = Double(size.width)
    let height = Double(size.height)
    let diameter = 100 + 150 * lavaRandom(i, 1)
    let x = (-0.1 + 1.2 * lavaRandom(i, 2)) * width
    // Vertical motion: a constant speed, folded back and forth over -0.25...1.25 of the height.
    let span = 1.5 * height
    let speed = (0.01 + 0.09 * lavaRandom(i, 3)) * height * (lavaRandom(i, 4) < 0.5 ? -1 : 1)
    var travelled = lavaRandom(i, 5) * 2 * span + speed * time
    travelled = travelled - floor(travelled / (2 * span)) * 2 * span
    let y = -0.25 * height + (travelled < span ? travelled : 2 * span - travelled)
    // Radii drifting between 0.8 and 1.2 in 3-second eased moves.
    let move = floor(time / 3)
    let f = lavaEase(time / 3 - move)
    var path = Path()
    for k in 0..<8 {
        let from = 0.8 + 0.4 * lavaRandom(i * 8 + k, 10 + Int(move))
        let to = 0.8 + 0.4 * lavaRandom(i * 8 + k, 11 + Int(move))
        let r = diameter / 2 * (from + (to - from) * f)
        let a = Double(k) / 8 * 2 * Double.pi
        let p = CGPoint(x: x + r * cos(a), y: y + r * sin(a))
        if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
}
