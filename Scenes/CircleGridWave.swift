import Foundation
import Reel

/// Thirty circles in ten columns of three light up and go dark again in a wave: one state change
/// animates them all, and each circle delays its animation by i / 10 s with
/// `.transaction { $0.animation = $0.animation?.delay(Double(i) / 10) }`, so the last starts 2.9 s
/// after the first.
public struct CircleGridWave: AnimatedScene {
    /// The canvas: 560 × 280 points, 30 fps, 5.2 s.
    public var format = SceneFormat(width: 560, height: 280, fps: 30, duration: 5.2, background: Color(hex: 0x0B0E17))
    @State var lit = false

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        VStack(spacing: 22) {
            VStack(spacing: 6) {
                Text("Circle-grid wave")
                    .font(.system(size: 20, weight: .bold))
                    .foregroundStyle(Color.white)
                Text("circle i waits .delay(Double(i) / 10)")
                    .font(.system(size: 11, design: .monospaced))
                    .foregroundStyle(Color(hex: 0x7E87A8))
            }
            HStack(spacing: 12) {
                ForEach(0..<10) { column in
                    VStack(spacing: 12) {
                        ForEach(0..<3) { row in
                            WaveDot(index: column * 3 + row, lit: lit)
                                .transaction { $0.animation = $0.animation?.delay(Double(column * 3 + row) / 10) }
                        }
                    }
                }
            }
        }
    }

    /// Lights the circles at 0.2 s and darkens them at 1.5 s; the per-circle delays turn each
    /// change into a wave.
    public var timeline: some Timeline {
        At(0.2) { withAnimation(.easeInOut(duration: 0.6)) { lit = true } }
        At(1.5) { withAnimation(.easeInOut(duration: 0.6)) { lit = false } }
    }
}

/// One circle of the wave: dark and small when off; when lit, grown and coloured by its place
/// along the wave, from teal to violet.
struct WaveDot: View {
    let index: Int
    let lit: Bool

    /// The colour when lit.
    var litColor: Color { Color(hue: 0.47 + Double(index) / 30 * 0.33, saturation: 0.7, brightness: 1) }

    var body: some View {
        ZStack {
            Circle()
                .fill(lit ? litColor : Color(hex: 0x1D2333))
            Text("\(index)")
                .font(.system(size: 11, weight: .semibold, design: .monospaced))
                .foregroundStyle(lit ? Color(hex: 0x0B0E17) : Color(hex: 0x4A5370))
        }
        .frame(width: 37, height: 37)
        .scaleEffect(lit ? 1 : 0.78)
    }
}
