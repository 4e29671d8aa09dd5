import Reel

/// A stopwatch dial drawn in a `Canvas` inside a `TimelineView`: ticks, a sweeping hand and the
/// elapsed seconds, as clock code is usually written.
///
/// Exercises: `TimelineView(.animation)` reading `context.date.timeIntervalSinceReferenceDate`,
/// `Canvas { context, size in … }` with `context.stroke`, `context.fill`, `context.draw(Text…)`,
/// `Path { p in … }` builder closures, `for` loops over ranges, `CGPoint` arithmetic in a local
/// function, `String(format:)`-free formatting with integer division.
struct CountdownClock: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: Color(white: 0.08))

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let now = timeline.date.timeIntervalSinceReferenceDate
                let elapsed = now.truncatingRemainder(dividingBy: 60)
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let radius = min(size.width, size.height) / 2 - 12

                func point(_ angle: Double, _ r: Double) -> CGPoint {
                    CGPoint(x: center.x + cos(angle) * r, y: center.y + sin(angle) * r)
                }

                for tick in 0..<60 {
                    let angle = Double(tick) / 60 * 2 * .pi - .pi / 2
                    let inner = tick % 5 == 0 ? radius - 12 : radius - 6
                    let mark = Path { p in
                        p.move(to: point(angle, inner))
                        p.addLine(to: point(angle, radius))
                    }
                    context.stroke(mark, with: .color(.white.opacity(tick % 5 == 0 ? 0.9 : 0.4)), lineWidth: tick % 5 == 0 ? 2 : 1)
                }

                let handAngle = elapsed / 60 * 2 * .pi - .pi / 2
                let hand = Path { p in
                    p.move(to: center)
                    p.addLine(to: point(handAngle, radius - 16))
                }
                context.stroke(hand, with: .color(.orange), style: StrokeStyle(lineWidth: 3, lineCap: .round))
                context.fill(Path(ellipseIn: CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10)), with: .color(.orange))

                let tenths = Int(elapsed * 10) % 10
                context.draw(Text("\(Int(elapsed)).\(tenths)").font(.system(size: 18, weight: .medium, design: .monospaced)).foregroundColor(.white),
                             at: CGPoint(x: center.x, y: center.y + radius / 2))
            }
        }
    }
}
