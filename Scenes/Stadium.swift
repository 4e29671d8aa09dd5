import Foundation
import Reel

/// A football stadium seen from above, built in front of the viewer: the tiers of the stands
/// are drawn ring after ring by an animated `trim`, the grass fades in, the pitch markings
/// (lines, circles and arcs in one path) are traced by a second trim, and the floodlights switch
/// on.
public struct Stadium: AnimatedScene {
    /// The canvas: 640 × 480 points, 30 fps, 4 s.
    public var format = SceneFormat(width: 640, height: 480, fps: 30, duration: 4, background: Color(hex: 0x080C16))
    @State var stands = 0.0
    @State var grass = 0.0
    @State var markings = 0.0
    @State var lightsOn = false

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        ZStack {
            RadialGradient(colors: [Color(hex: 0x16213A), Color(hex: 0x080C16)], center: .center, startRadius: 40, endRadius: 360)

            // The stadium, drawn at full size and shown at 90 %.
            ZStack {
                // The concrete bowl under the stands.
                ArcRoundedRectangle(cornerRadius: 133)
                    .fill(Color(hex: 0x1A2232))
                    .frame(width: 560, height: 432)
                    .opacity(stands)

                // The tiers: seven rings of seat blocks, outermost last, each traced by a trim that
                // starts a little after the one inside it.
                ForEach(0..<7) { i in
                    StandTier(tier: i, progress: stands)
                        .transaction { $0.animation = $0.animation?.delay(Double(i) * 0.07) }
                }

                // The roof's edge.
                ArcRoundedRectangle(cornerRadius: 127)
                    .trim(from: 0, to: stands)
                    .stroke(Color(hex: 0xA9B8D0), style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    .frame(width: 548, height: 420)
                    .transaction { $0.animation = $0.animation?.delay(0.5) }

                // The grass, mown in stripes.
                HStack(spacing: 0) {
                    ForEach(0..<12) { i in
                        Rectangle().fill(i % 2 == 0 ? Color(hex: 0x2F8A3B) : Color(hex: 0x287A33))
                    }
                }
                .frame(width: 330, height: 220)
                .overlay(RadialGradient(colors: [Color.white.opacity(0.10), Color.clear], center: .center, startRadius: 0, endRadius: 200))
                .scaleEffect(0.85 + 0.15 * grass)
                .opacity(grass)

                // The markings, traced in the order the path lists them.
                PitchMarkings()
                    .trim(from: 0, to: markings)
                    .stroke(Color.white.opacity(0.92), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                    .frame(width: 306, height: 198)

                // Four floodlights on the corners of the bowl, built with the stands.
                ForEach(0..<4) { i in
                    Floodlight(on: lightsOn)
                        .opacity(stands)
                        .offset(x: i % 2 == 0 ? -228 : 228, y: i < 2 ? -168 : 168)
                }
            }
            .scaleEffect(0.9)
            .offset(y: 12)

            Text("REEL ARENA")
                .font(.system(size: 13, weight: .heavy))
                .foregroundStyle(Color(hex: 0xDCE6F5))
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .background(Capsule().fill(Color(hex: 0x0B1222)))
                .overlay(Capsule().stroke(Color(hex: 0x4A6796), lineWidth: 1))
                .offset(y: -212)
                .opacity(lightsOn ? 1 : 0)
        }
    }

    /// Traces the stands at 0.2 s, lays the grass at 1.3 s, traces the markings at 1.7 s and
    /// switches the lights on at 2.9 s.
    public var timeline: some Timeline {
        At(0.2) { withAnimation(.easeInOut(duration: 1)) { stands = 1 } }
        At(1.3) { withAnimation(.easeOut(duration: 0.6)) { grass = 1 } }
        At(1.7) { withAnimation(.easeInOut(duration: 1)) { markings = 1 } }
        At(2.9) { withAnimation(.easeOut(duration: 0.5)) { lightsOn = true } }
    }
}

/// A rectangle whose corners are quarter circles added with `addArc`, starting at the middle of
/// the top edge and running clockwise, so that a trim grows from the top in both stadium halves
/// alike.
struct ArcRoundedRectangle: Shape {
    var cornerRadius: CGFloat

    func path(in rect: CGRect) -> Path {
        let r = min(cornerRadius, min(rect.width, rect.height) / 2)
        var p = Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        p.addArc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        p.addArc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        p.addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        p.addArc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        p.addArc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        p.closeSubpath()
        return p
    }
}

/// One tier of seats: a ring around the pitch, dashed into blocks with aisles between them,
/// drawn as far as `progress` (0...1) of its length.
struct StandTier: View {
    let tier: Int
    let progress: Double

    /// How far the ring lies outside the grass, in points.
    var distance: CGFloat { 26 + CGFloat(tier) * 13 }

    /// Lower tiers are deep blue, upper tiers lighter.
    var color: Color {
        Color(hue: 0.61 - Double(tier) * 0.012, saturation: 0.78 - Double(tier) * 0.05, brightness: 0.52 + Double(tier) * 0.06)
    }

    var body: some View {
        ArcRoundedRectangle(cornerRadius: 18 + distance)
            .trim(from: 0, to: progress)
            .stroke(color, style: StrokeStyle(lineWidth: 10, dash: [26 + CGFloat(tier) * 2, 3]))
            .frame(width: 330 + 2 * distance, height: 220 + 2 * distance)
    }
}

/// The markings of a football pitch, 105 × 68 m scaled to the frame: touch and goal lines,
/// the halfway line and centre circle, both penalty areas with their arcs and spots, both goal
/// areas, the corner arcs and the goals.
struct PitchMarkings: Shape {
    func path(in rect: CGRect) -> Path {
        let s = min(rect.width / 105, rect.height / 68)
        let w = 105 * s
        let h = 68 * s
        let x0 = rect.midX - w / 2
        let y0 = rect.midY - h / 2
        let cx = rect.midX
        let cy = rect.midY
        var p = Path()
        p.addRect(CGRect(x: x0, y: y0, width: w, height: h))
        p.move(to: CGPoint(x: cx, y: y0))
        p.addLine(to: CGPoint(x: cx, y: y0 + h))
        p.addEllipse(in: CGRect(x: cx - 9.15 * s, y: cy - 9.15 * s, width: 18.3 * s, height: 18.3 * s))
        p.addEllipse(in: CGRect(x: cx - 0.6 * s, y: cy - 0.6 * s, width: 1.2 * s, height: 1.2 * s))
        for side in 0..<2 {
            // side 0 is the left end, side 1 the right end; `dir` points into the pitch.
            let dir: CGFloat = side == 0 ? 1 : -1
            let goalLine = side == 0 ? x0 : x0 + w
            p.move(to: CGPoint(x: goalLine, y: cy - 20.15 * s))
            p.addLine(to: CGPoint(x: goalLine + dir * 16.5 * s, y: cy - 20.15 * s))
            p.addLine(to: CGPoint(x: goalLine + dir * 16.5 * s, y: cy + 20.15 * s))
            p.addLine(to: CGPoint(x: goalLine, y: cy + 20.15 * s))
            p.move(to: CGPoint(x: goalLine, y: cy - 9.15 * s))
            p.addLine(to: CGPoint(x: goalLine + dir * 5.5 * s, y: cy - 9.15 * s))
            p.addLine(to: CGPoint(x: goalLine + dir * 5.5 * s, y: cy + 9.15 * s))
            p.addLine(to: CGPoint(x: goalLine, y: cy + 9.15 * s))
            let spot = CGPoint(x: goalLine + dir * 11 * s, y: cy)
            p.addEllipse(in: CGRect(x: spot.x - 0.5 * s, y: spot.y - 0.5 * s, width: s, height: s))
            // The arc of the penalty area: the part of a 9.15 m circle round the spot that lies
            // outside the area, 53.13° either side of the axis.
            let facing = side == 0 ? 0.0 : 180.0
            p.move(to: CGPoint(x: spot.x + 9.15 * s * cos((facing - 53.13) * Double.pi / 180), y: spot.y + 9.15 * s * sin((facing - 53.13) * Double.pi / 180)))
            p.addArc(center: spot, radius: 9.15 * s, startAngle: .degrees(facing - 53.13), endAngle: .degrees(facing + 53.13), clockwise: false)
            // The goal, behind the goal line.
            p.move(to: CGPoint(x: goalLine, y: cy - 3.66 * s))
            p.addLine(to: CGPoint(x: goalLine - dir * 2.4 * s, y: cy - 3.66 * s))
            p.addLine(to: CGPoint(x: goalLine - dir * 2.4 * s, y: cy + 3.66 * s))
            p.addLine(to: CGPoint(x: goalLine, y: cy + 3.66 * s))
        }
        // Quarter circles of 1.5 m in the four corners.
        let corners = [CGPoint(x: x0, y: y0), CGPoint(x: x0 + w, y: y0), CGPoint(x: x0 + w, y: y0 + h), CGPoint(x: x0, y: y0 + h)]
        for k in 0..<4 {
            let start = Double(k) * 90
            let c = corners[k]
            p.move(to: CGPoint(x: c.x + 1.5 * s * cos(start * Double.pi / 180), y: c.y + 1.5 * s * sin(start * Double.pi / 180)))
            p.addArc(center: c, radius: 1.5 * s, startAngle: .degrees(start), endAngle: .degrees(start + 90), clockwise: false)
        }
        return p
    }
}

/// A floodlight mast seen from above: a lamp bank with a soft glow that brightens when `on`.
struct Floodlight: View {
    let on: Bool

    var body: some View {
        ZStack {
            Circle()
                .fill(RadialGradient(colors: [Color(hex: 0xFFF6D5, opacity: 0.55), Color(hex: 0xFFF6D5, opacity: 0)], center: .center, startRadius: 0, endRadius: 70))
                .frame(width: 140, height: 140)
                .opacity(on ? 1 : 0)
                .scaleEffect(on ? 1 : 0.4)
            RoundedRectangle(cornerRadius: 3)
                .fill(on ? Color(hex: 0xFFF3C4) : Color(hex: 0x3A4356))
                .frame(width: 18, height: 12)
        }
    }
}
