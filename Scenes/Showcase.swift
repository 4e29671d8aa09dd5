import Foundation
import Reel

/// The showcase: shapes, paths, gradients (linear, radial, conic), strokes with dashes, text,
/// blend modes, a shadow and a blur, on one card.
public struct Showcase: AnimatedScene {
    /// The canvas: 640 × 360 points, a still.
    public var format = SceneFormat(width: 640, height: 360, fps: 30, duration: 0, background: Color(hex: 0x0F1020))

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        ZStack {
            LinearGradient(colors: [Color(hex: 0x1B1F3B), Color(hex: 0x0F1020)], startPoint: .top, endPoint: .bottom)

            // A conic ring and a radial glow.
            Circle()
                .fill(RadialGradient(colors: [Color(hex: 0x7C5CFF, opacity: 0.55), .clear], center: .center, startRadius: 0, endRadius: 150))
                .frame(width: 300, height: 300)
                .offset(x: -170, y: -10)
            Circle()
                .strokeBorder(AngularGradient(colors: [.pink, .orange, .yellow, .green, .cyan, .blue, .purple, .pink], center: .center), lineWidth: 18)
                .frame(width: 150, height: 150)
                .offset(x: -170, y: -10)
            Circle()
                .trim(from: 0.1, to: 0.65)
                .stroke(Color.white, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .frame(width: 96, height: 96)
                .rotationEffect(.degrees(-90))
                .offset(x: -170, y: -10)

            // Overlapping discs with blend modes.
            ZStack {
                Circle().fill(Color(hex: 0xFF3B6B)).frame(width: 90, height: 90).offset(x: -26, y: -14)
                Circle().fill(Color(hex: 0x35D0FF)).frame(width: 90, height: 90).offset(x: 26, y: -14).blendMode(.screen)
                Circle().fill(Color(hex: 0xFFD23F)).frame(width: 90, height: 90).offset(x: 0, y: 30).blendMode(.multiply)
            }
            .compositingGroup()
            .offset(x: 10, y: -40)

            // A star with a shadow, and a dashed rounded rectangle.
            Star(points: 5, innerRadiusFraction: 0.45)
                .fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
                .frame(width: 110, height: 110)
                .shadow(color: Color(white: 0, opacity: 0.6), radius: 12, x: 0, y: 8)
                .rotationEffect(.degrees(12))
                .offset(x: 180, y: -60)
            RoundedRectangle(cornerRadius: 22)
                .stroke(Color.white.opacity(0.8), style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [10, 8]))
                .frame(width: 170, height: 90)
                .offset(x: 180, y: 60)
            Text("Reel")
                .font(.system(size: 40, weight: .bold))
                .foregroundStyle(Color.white)
                .offset(x: 180, y: 60)

            // A blurred wave path behind a caption.
            Path { p in
                p.move(to: CGPoint(x: 0, y: 320))
                for i in 0...32 {
                    let x = Double(i) * 20
                    p.addLine(to: CGPoint(x: x, y: 320 + 12 * sin(Double(i) / 2.5)))
                }
                p.addLine(to: CGPoint(x: 640, y: 360))
                p.addLine(to: CGPoint(x: 0, y: 360))
                p.closeSubpath()
            }
            .fill(Color(hex: 0x35D0FF, opacity: 0.5))
            .blur(radius: 6)
            Text("SwiftUI-style animation, rendered with Cairo")
                .font(.system(size: 17, weight: .medium))
                .foregroundStyle(Color.white.opacity(0.85))
                .offset(x: 0, y: 138)
        }
    }
}
