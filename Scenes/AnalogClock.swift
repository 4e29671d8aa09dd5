import Foundation
import Reel

/// An analog clock drawn with `TimelineView` and `Canvas`: a face, twelve ticks, numbers, and
/// hands shaped with curves; the second hand turns (t mod 60) / 60 × 360°.
public struct AnalogClock: AnimatedScene {
    public var format = SceneFormat(width: 360, height: 360, fps: 30, duration: 4, background: Color(hex: 0x101418))
    public init() {}

    public var body: some View {
        TimelineView(.animation) { context in
            Canvas { gc, size in
                AnalogClock.draw(&gc, size: size, time: context.time)
            }
        }
    }

    /// Draws the clock face and hands at `time` seconds after the scene starts.
    static func draw(_ gc: inout GraphicsContext, size: CGSize, time: Double) {
                let t = time + 10 * 3600 + 8 * 60 + 30     // the clock starts at 10:08:30
                let c = CGPoint(x: size.width / 2, y: size.height / 2)
                let r = min(size.width, size.height) / 2 - 20
                gc.fill(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)),
                        with: .radialGradient(Gradient(colors: [Color(hex: 0x2B3440), Color(hex: 0x161B22)]), center: c, startRadius: 0, endRadius: r))
                gc.stroke(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), with: .color(Color(hex: 0x8899AA)), lineWidth: 4)
                for i in 0..<12 {
                    var tick = gc
                    tick.translateBy(x: c.x, y: c.y)
                    tick.rotate(by: .degrees(Double(i) * 30))
                    tick.stroke(Path { p in
                        p.move(to: CGPoint(x: r - 16, y: 0))
                        p.addLine(to: CGPoint(x: r - 6, y: 0))
                    }, with: .color(.white), style: StrokeStyle(lineWidth: i % 3 == 0 ? 4 : 2, lineCap: .round))
                    let a = Double(i) * 30 * .pi / 180 - .pi / 2
                    let n = i == 0 ? 12 : i
                    gc.draw(Text("\(n)").font(.system(size: 18, weight: .semibold)).foregroundColor(Color(white: 0.85)),
                            at: CGPoint(x: c.x + (r - 36) * cos(a), y: c.y + (r - 36) * sin(a)))
                }
                func hand(_ fraction: Double, length: CGFloat, width: CGFloat, color: Color) {
                    var h = gc
                    h.translateBy(x: c.x, y: c.y)
                    h.rotate(by: .degrees(fraction * 360 - 90))
                    h.fill(Path { p in
                        p.move(to: CGPoint(x: -12, y: 0))
                        p.addCurve(to: CGPoint(x: length, y: 0), control1: CGPoint(x: length * 0.3, y: -width), control2: CGPoint(x: length * 0.8, y: -width / 3))
                        p.addCurve(to: CGPoint(x: -12, y: 0), control1: CGPoint(x: length * 0.8, y: width / 3), control2: CGPoint(x: length * 0.3, y: width))
                        p.closeSubpath()
                    }, with: .color(color))
                }
                let seconds = t.truncatingRemainder(dividingBy: 60)
                let minutes = (t / 60).truncatingRemainder(dividingBy: 60)
                let hours = (t / 3600).truncatingRemainder(dividingBy: 12)
                hand(hours / 12, length: r * 0.5, width: 10, color: .white)
                hand(minutes / 60, length: r * 0.75, width: 8, color: Color(white: 0.9))
                hand(seconds / 60, length: r * 0.85, width: 3, color: .orange)
                gc.fill(Path(ellipseIn: CGRect(x: c.x - 6, y: c.y - 6, width: 12, height: 12)), with: .color(.orange))
    }
}
