import Foundation
import Reel

/// A radial menu: a round button in the bottom-left corner turns its plus into a cross while
/// seven options fly out along an arc of radius 180 at 15° steps on springs, one after another;
/// one option is picked and grows, then the menu folds back in reverse order.
public struct RadialMenu: AnimatedScene {
    /// The canvas: 400 × 400 points, 30 fps, 4.5 s.
    public var format = SceneFormat(width: 400, height: 400, fps: 30, duration: 4.5, background: Color(hex: 0x14121F))
    @State var open = false
    @State var picked = -1

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        ZStack {
            RadialGradient(colors: [Color(hex: 0x2A2346), Color(hex: 0x14121F)], center: .bottomLeading, startRadius: 20, endRadius: 460)

            // The arc the options travel to.
            Path { p in
                p.addArc(center: radialMenuOrigin, radius: 180, startAngle: .degrees(-95), endAngle: .degrees(5), clockwise: false)
            }
            .trim(from: 0, to: open ? 1 : 0)
            .stroke(Color.white.opacity(0.07), style: StrokeStyle(lineWidth: 54, lineCap: .round))
            .opacity(open ? 1 : 0)
            .animation(.easeOut(duration: 0.5), value: open)

            ForEach(0..<7) { i in
                RadialMenuOption(index: i, open: open, picked: picked == i)
            }

            ZStack {
                Circle()
                    .fill(open ? Color(hex: 0xF43F5E) : Color(hex: 0x7C5CFF))
                    .shadow(color: Color.black.opacity(0.45), radius: 10, x: 0, y: 6)
                Capsule().fill(Color.white).frame(width: 26, height: 5)
                Capsule().fill(Color.white).frame(width: 5, height: 26)
            }
            .frame(width: 64, height: 64)
            .rotationEffect(.degrees(open ? 135 : 0))
            .position(radialMenuOrigin)
            .animation(.spring(response: 0.4, dampingFraction: 0.6), value: open)
        }
    }

    /// Opens the menu at 0.4 s, picks the fourth option at 2 s and closes the menu at 3 s.
    public var timeline: some Timeline {
        At(0.4) { open = true }
        At(2.0) { withAnimation(.spring(response: 0.35, dampingFraction: 0.5)) { picked = 3 } }
        At(3.0) {
            open = false
            picked = -1
        }
    }
}

/// The centre of the menu button, in scene coordinates.
let radialMenuOrigin: CGPoint = CGPoint(x: 96, y: 308)

/// One option of the menu: a coloured disc with a glyph, resting on the button when closed and
/// out on the arc when open, at −90° + 15° × index (straight up, then clockwise). Each flies on a
/// spring delayed by its place in the order, the last out first back in.
struct RadialMenuOption: View {
    let index: Int
    let open: Bool
    let picked: Bool

    /// The direction of this option from the button, in radians.
    var angle: Double { (-90 + 15 * Double(index)) * Double.pi / 180 }

    /// The option's colour.
    var color: Color { Color(hue: 0.55 + Double(index) * 0.065, saturation: 0.65, brightness: 0.98) }

    /// The animation of this option's move: a spring, later for options further along.
    var move: Animation {
        .spring(response: 0.5, dampingFraction: 0.62).delay(open ? Double(index) * 0.05 : Double(6 - index) * 0.035)
    }

    var body: some View {
        ZStack {
            Circle()
                .fill(color)
                .shadow(color: Color.black.opacity(0.35), radius: 6, x: 0, y: 3)
            Circle()
                .stroke(Color.white, lineWidth: 2.5)
                .frame(width: 52, height: 52)
                .opacity(picked ? 1 : 0)
            RadialMenuGlyph(index: index)
                .scaleEffect(0.85)
        }
        .frame(width: 42, height: 42)
        .scaleEffect(open ? (picked ? 1.2 : 1) : 0.3)
        .rotationEffect(.degrees(open ? 0 : -120))
        .opacity(open ? 1 : 0)
        .offset(x: open ? 180 * cos(angle) : 0, y: open ? 180 * sin(angle) : 0)
        .position(radialMenuOrigin)
        .animation(move, value: open)
    }
}

/// A simple white glyph for option `index`: a star, a triangle, a ring, a square, a pentagon,
/// a bar pair and a dot.
struct RadialMenuGlyph: View {
    let index: Int

    var body: some View {
        switch index {
        case 0:
            Star(points: 5, innerRadiusFraction: 0.45).fill(Color.white).frame(width: 24, height: 24)
        case 1:
            RegularPolygon(sides: 3).fill(Color.white).frame(width: 22, height: 22)
        case 2:
            Circle().stroke(Color.white, lineWidth: 3.5).frame(width: 20, height: 20)
        case 3:
            RoundedRectangle(cornerRadius: 4).fill(Color.white).frame(width: 18, height: 18)
        case 4:
            RegularPolygon(sides: 5).fill(Color.white).frame(width: 22, height: 22)
        case 5:
            HStack(spacing: 4) {
                Capsule().fill(Color.white).frame(width: 5, height: 20)
                Capsule().fill(Color.white).frame(width: 5, height: 20)
            }
        default:
            Circle().fill(Color.white).frame(width: 12, height: 12)
        }
    }
}
