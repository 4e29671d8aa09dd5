import Foundation
import Reel

/// A metronome at 120 beats a minute: the arm swings from side to side on an ease-in-out curve and
/// ticks as it reaches each side, the first beat of every bar with a higher click that lights the
/// bar's first lamp; a soft chord loops underneath, fading in and out and dipping under the clicks.
/// The sound is exported with the video (`reel export Scenes/Metronome.swift`): every click starts
/// on the frame its swing ends.
public struct Metronome: AnimatedScene {
    /// The canvas: 480 × 360 points, 30 fps, 4 s.
    public var format = SceneFormat(width: 480, height: 360, fps: 30, duration: 4, background: Color(hex: 0x14121C))
    /// The chord under the clicks: looped, half volume, faded in and out, dipping under clicks.
    public var soundtrack: Soundtrack? = Soundtrack(Sound("Sounds/pad.flac"))
        .volume(0.5)
        .loops()
        .fadeIn(0.5)
        .fadeOut(1)
        .ducking(to: 0.6, attack: 0.01, release: 0.2)
    /// The beats counted so far.
    @State var beat = 0
    /// Whether the arm leans right.
    @State var right = false
    /// A beat every half second.
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        VStack(spacing: 28) {
            HStack(spacing: 18) {
                ForEach(0..<4) { lamp in
                    Circle()
                        .fill(beat > 0 && (beat - 1) % 4 == lamp ? (lamp == 0 ? Color.orange : Color.mint) : Color(white: 0.22))
                        .frame(width: 18, height: 18)
                }
            }
            ZStack(alignment: .bottom) {
                MetronomeCase()
                    .fill(LinearGradient(colors: [Color(hex: 0x6B4A2F), Color(hex: 0x3E2A1B)], startPoint: .top, endPoint: .bottom))
                    .frame(width: 170, height: 220)
                Capsule()
                    .fill(Color(white: 0.85))
                    .frame(width: 6, height: 190)
                    .overlay(alignment: .top) {
                        RoundedRectangle(cornerRadius: 4).fill(Color(white: 0.7)).frame(width: 26, height: 22).offset(y: 40)
                    }
                    .rotationEffect(.degrees(right ? 28 : -28), anchor: .bottom)
                    .offset(y: -14)
            }
        }
        .onReceive(timer) { _ in
            beat += 1
            play(Sound(beat % 4 == 1 ? "Sounds/accent.wav" : "Sounds/tick.wav"), volume: 0.8)
            withAnimation(.easeInOut(duration: 0.5)) { right.toggle() }
        }
    }
}

/// The metronome's case: a trapezoid, narrow at the top.
struct MetronomeCase: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX - rect.width * 0.22, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.midX + rect.width * 0.22, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}
