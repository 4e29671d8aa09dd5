import Foundation
import Reel

/// An analog clock drawn with `TimelineView` and `Canvas`: a face, twelve ticks, numbers, and
/// hands shaped with curves; the second hand turns (t mod 60) / 60 × 360°.
public struct AnalogClock: AnimatedScene {
    /// The canvas: 360 × 360 points, 30 fps, 4 s.
    public var format = SceneFormat(width: 360, height: 360, fps: 30, duration: 4, background: Color(hex: 0x101418))
    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        TimelineView(.animation) { context in
            Canvas { gc, size in
                let t = context.time + 10 * 3600 + 8 * 60 + 30     // the clock starts at 10:08:30
                let c = CGPoint(x: size.width / 2, y: size.height / 2)
                let r = min(size.width, size.height) / 2 - 20
                let face = Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
                gc.fill(face, with: .radialGradient(Gradient(colors: [Color(hex: 0x2B3440), Color(hex: 0x161B22)]), center: c, startRadius: 0, endRadius: r))
                gc.stroke(face, with: .color(Color(hex: 0x8899AA)), lineWidth: 4)

                // Twelve ticks, heavier at the quarters, and the hour numbers inside them.
                for i in 0..<12 {
                    var tick = gc
                    tick.translateBy(x: c.x, y: c.y)
                    tick.rotate(by: .degrees(Double(i) * 30))
                    tick.stroke(Path { p in
                        p.move(to: CGPoint(x: r - 16, y: 0))
                        p.addLine(to: CGPoint(x: r - 6, y: 0))
                    }, with: .color(.white), style: StrokeStyle(lineWidth: i % 3 == 0 ? 4 : 2, lineCap: .round))
                    let a = Double(i) * 30 * Double.pi / 180 - Double.pi / 2
                    let n = i == 0 ? 12 : i
                    gc.draw(Text("\(n)").font(.system(size: 18, weight: .semibold)).foregroundColor(Color(white: 0.85)),
                            at: CGPoint(x: c.x + (r - 36) * cos(a), y: c.y + (r - 36) * sin(a)))
                }

                // The hour, minute and second hands, in that order: each a leaf of two cubic
                // curves drawn pointing right, then turned to its fraction of a full turn.
                let seconds = t.truncatingRemainder(dividingBy: 60)
                let minutes = (t / 60).truncatingRemainder(dividingBy: 60)
                let hours = (t / 3600).truncatingRemainder(dividingBy: 12)
                let fractions = [hours / 12, minutes / 60, seconds / 60]
                let lengths = [r * 0.5, r * 0.75, r * 0.85]
                let widths: [CGFloat] = [10, 8, 3]
                let colors = [Color.white, Color(white: 0.9), Color.orange]
                for k in 0..<3 {
                    let length = lengths[k]
                    let width = widths[k]
                    var hand = gc
                    hand.translateBy(x: c.x, y: c.y)
                    hand.rotate(by: .degrees(fractions[k] * 360 - 90))
                    hand.fill(Path { p in
                        p.move(to: CGPoint(x: -12, y: 0))
                        p.addCurve(to: CGPoint(x: length, y: 0), control1: CGPoint(x: length * 0.3, y: -width), control2: CGPoint(x: length * 0.8, y: -width / 3))
                        p.addCurve(to: CGPoint(x: -12, y: 0), control1: CGPoint(x: length * 0.8, y: width / 3), control2: CGPoint(x: length * 0.3, y: width))
                        p.closeSubpath()
                    }, with: .color(colors[k]))
                }
                gc.fill(Path(ellipseIn: CGRect(x: c.x - 6, y: c.y - 6, width: 12, height: 12)), with: .color(.orange))
            }
        }
    }
}
