import Foundation
import Reel

/// A sea filling a night scene: a particle emitter pours water in from the top, two wave shapes
/// slosh back and forth (their `phase` animated through `animatableData`, 0.5 s and 0.3 s,
/// autoreversing forever) while the water rises for 4.5 s from 1 s on; then the pour stops and
/// its last drops fall into the sea.
public struct RisingSea: AnimatedScene {
    /// The canvas: 480 × 480 points, 30 fps, 6 s.
    public var format = SceneFormat(width: 480, height: 480, fps: 30, duration: 6, background: Color(hex: 0x0A0F24))
    @State var backPhase = 0.0
    @State var frontPhase = 0.0
    @State var level = 0.1
    @State var pouring = false
    @State var stopped = false

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        ZStack {
            NightSky()

            // The pour, behind the waves: 600 drops a second from a box 55 wide on the top edge at
            // x = 100, straight down at 600 points per second, from 0.5 s until 5.2 s; the last
            // drops fall on into the sea.
            ParticleEmitter {
                Circle().fill(Color.white).frame(width: 9, height: 9)
            }
            .birthRate(600)
            .lifetime(0.9)
            .speed(600)
            .emissionAngle(.degrees(90))
            .color(Color(hex: 0x1898FF), redRange: 0.08, greenRange: 0.08)
            .emitterShape(.rectangle(width: 55, height: 12))
            .emitterPosition(CGPoint(x: 100, y: -6))
            .beginTime(0.5)
            .duration(4.7)

            // The sea: a far wave and a near wave in a frame 40 pt taller than the canvas, moved
            // down so that its top lies at the water level.
            ZStack {
                SeaWave(phase: backPhase, amplitude: 9, wavelength: 1.4)
                    .fill(Color(hex: 0x3D8FE0, opacity: 0.65))
                    .offset(y: -8)
                    .animation(.easeInOut(duration: 0.5).repeatForever(autoreverses: true), value: backPhase)
                // Foam where the stream meets the water, showing above the near wave.
                ZStack {
                    ForEach(0..<5) { k in
                        Circle()
                            .fill(Color.white.opacity(0.8))
                            .frame(width: 10 + CGFloat(k % 3) * 4, height: 10 + CGFloat(k % 3) * 4)
                            .offset(x: 100 - 240 + CGFloat(k - 2) * 8, y: -260 + 2 + CGFloat(k % 2) * 4)
                    }
                }
                .opacity(pouring && !stopped ? 1 : 0)
                .animation(.easeOut(duration: 0.2).delay(0.3), value: pouring)
                SeaWave(phase: frontPhase, amplitude: 12, wavelength: 0.9)
                    .fill(LinearGradient(colors: [Color(hex: 0x1898FF), Color(hex: 0x0B3B8C), Color(hex: 0x061A45)], startPoint: .top, endPoint: .bottom))
                    .animation(.easeInOut(duration: 0.3).repeatForever(autoreverses: true), value: frontPhase)
                // The moon's reflection: short bright strokes under the moon, riding on the water.
                ForEach(0..<6) { k in
                    Capsule()
                        .fill(Color(hex: 0xFFF4D6, opacity: 0.4 - Double(k) * 0.05))
                        .frame(width: 50 - CGFloat(k) * 6, height: 3)
                        .offset(x: 370 - 240 + (k % 2 == 0 ? -5 : 5), y: -260 + 42 + CGFloat(k) * 15)
                }
                SeaWave(phase: frontPhase, amplitude: 12, wavelength: 0.9)
                    .stroke(Color.white.opacity(0.35), lineWidth: 2)
                    .animation(.easeInOut(duration: 0.3).repeatForever(autoreverses: true), value: frontPhase)
            }
            .frame(width: 480, height: 520)
            .offset(y: 480 * (1 - level))

            LevelGauge()
        }
    }

    /// Sets the waves sloshing at 0 s, starts the stream at 0.5 s, raises the water from 1 s and
    /// stops the stream at 5.2 s.
    public var timeline: some Timeline {
        // Each wave carries its own repeating animation (`animation(_:value:)`), so one event
        // sets both phases.
        At(0) {
            backPhase = Double.pi
            frontPhase = Double.pi * 0.8
        }
        At(0.5) { withAnimation(.easeIn(duration: 0.4)) { pouring = true } }
        At(1) { withAnimation(.easeInOut(duration: 4.5)) { level = 0.68 } }
        At(5.2) { withAnimation(.easeIn(duration: 0.4).delay(0.5)) { stopped = true } }
    }
}

/// A wave: y = top + amplitude − amplitude × sin(x / width × wavelength × 360° + phase) along the
/// top of the frame, closed down to the bottom. `phase` is the animatable value, so a change of
/// phase slides the crests sideways.
struct SeaWave: Shape {
    var phase: Double
    var amplitude: Double
    var wavelength: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        for i in 0...96 {
            let x = rect.width * Double(i) / 96
            let y = rect.minY + amplitude - amplitude * sin(x / rect.width * wavelength * 2 * Double.pi + phase)
            p.addLine(to: CGPoint(x: rect.minX + x, y: y))
        }
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// The sky behind the sea: a gradient, a moon with a halo, and a scatter of stars.
struct NightSky: View {
    /// Where the stars are, in scene coordinates.
    static let stars: [CGPoint] = [
        CGPoint(x: 34, y: 40), CGPoint(x: 150, y: 28), CGPoint(x: 212, y: 82), CGPoint(x: 276, y: 22),
        CGPoint(x: 70, y: 120), CGPoint(x: 180, y: 150), CGPoint(x: 250, y: 190), CGPoint(x: 420, y: 170),
        CGPoint(x: 450, y: 240), CGPoint(x: 300, y: 120), CGPoint(x: 120, y: 210), CGPoint(x: 24, y: 250),
        CGPoint(x: 330, y: 260), CGPoint(x: 200, y: 280), CGPoint(x: 400, y: 300), CGPoint(x: 60, y: 330),
    ]

    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(hex: 0x070B1D), Color(hex: 0x1B2550), Color(hex: 0x3A3566)], startPoint: .top, endPoint: .bottom)
            ForEach(0..<16) { i in
                Circle()
                    .fill(Color.white.opacity(i % 3 == 0 ? 0.9 : 0.5))
                    .frame(width: i % 4 == 0 ? 3 : 2, height: i % 4 == 0 ? 3 : 2)
                    .position(NightSky.stars[i])
            }
            Circle()
                .fill(RadialGradient(colors: [Color(hex: 0xFFF4D6, opacity: 0.35), Color(hex: 0xFFF4D6, opacity: 0)], center: .center, startRadius: 20, endRadius: 90))
                .frame(width: 180, height: 180)
                .position(x: 370, y: 86)
            Circle()
                .fill(LinearGradient(colors: [Color(hex: 0xFFF8E7), Color(hex: 0xE9DDBA)], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 54, height: 54)
                .position(x: 370, y: 86)
        }
    }
}

/// A measuring scale along the right edge: a tick every 5 % of the height, longer and labelled
/// every 20 %.
struct LevelGauge: View {
    var body: some View {
        ZStack {
            Path { p in
                for i in 1..<20 {
                    let y = 480 - Double(i) * 24
                    let long = i % 4 == 0
                    p.move(to: CGPoint(x: 480 - (long ? 22 : 12), y: y))
                    p.addLine(to: CGPoint(x: 480, y: y))
                }
            }
            .stroke(Color.white.opacity(0.55), lineWidth: 1.5)
            ForEach(1..<5) { k in
                Text("\(k * 20)%")
                    .font(.system(size: 10, weight: .semibold, design: .monospaced))
                    .foregroundStyle(Color.white.opacity(0.7))
                    .position(x: 440, y: 480 - Double(k) * 96)
            }
        }
    }
}
