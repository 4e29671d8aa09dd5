import Foundation
import Reel

/// A 1920 × 1080 canvas drawn anew at every frame from the time: 500 discs filled with linear
/// gradients drifting on Lissajous paths, and 300 stroked cubic curves whose ends and control
/// points sway. The benchmark of code that runs every frame: the same file is compiled here and
/// interpreted as a scene file, and `Benchmarks/c/canvas_field.c` draws the same frames with
/// Cairo directly.
public struct CanvasField: AnimatedScene {
    /// The canvas: 1920 × 1080 points, 30 fps, 2 s.
    public var format = SceneFormat(width: 1920, height: 1080, fps: 30, duration: 2, background: Color(red: 0.04, green: 0.05, blue: 0.1))
    /// The scene.
    public init() {}

    /// The scene's views: one canvas, redrawn from the time.
    public var body: some View {
        TimelineView(.animation) { context in
            Canvas { gc, size in
                let t = context.time
                for i in 0..<500 {
                    let k = Double(i)
                    let x = size.width * (0.5 + 0.46 * sin(k * 0.37 + t * (0.3 + 0.002 * k)))
                    let y = size.height * (0.5 + 0.44 * cos(k * 0.61 + t * (0.25 + 0.003 * k)))
                    let r = 10 + 16 * (0.5 + 0.5 * sin(k * 1.3 + t * 2))
                    let hue = (k / 500 + t * 0.05).truncatingRemainder(dividingBy: 1)
                    let rect = CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)
                    let colors = [Color(hue: hue, saturation: 0.75, brightness: 1), Color(hue: hue, saturation: 0.9, brightness: 0.3)]
                    gc.fill(Path(ellipseIn: rect),
                            with: .linearGradient(Gradient(colors: colors), startPoint: CGPoint(x: rect.minX, y: rect.minY),
                                                  endPoint: CGPoint(x: rect.maxX, y: rect.maxY)))
                }
                for j in 0..<300 {
                    let k = Double(j)
                    let x0 = size.width * k / 300
                    let sway = 60 * sin(t * 1.5 + k * 0.2)
                    let curve = Path { p in
                        p.move(to: CGPoint(x: x0, y: size.height))
                        p.addCurve(to: CGPoint(x: x0 + sway * 2, y: 0),
                                   control1: CGPoint(x: x0 + sway, y: size.height * 0.66),
                                   control2: CGPoint(x: x0 - sway, y: size.height * 0.33))
                    }
                    let shade = 0.5 + 0.5 * sin(k * 0.05 + t)
                    gc.stroke(curve, with: .color(Color(red: 0.3 + 0.6 * shade, green: 0.5, blue: 1 - 0.5 * shade, opacity: 0.5)),
                              lineWidth: 1 + (k.truncatingRemainder(dividingBy: 4)))
                }
            }
        }
    }
}
