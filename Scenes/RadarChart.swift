import Foundation
import Reel

/// A radar chart of five qualities: spokes, rings at 0.2 ... 0.8, and a polygon filled with a
/// conic gradient at 50 % opacity that morphs from one data set to the next (its `animatableData`
/// is the position along the list of data sets), with a dot on every corner and a legend.
public struct RadarChart: AnimatedScene {
    /// The canvas: 480 × 480 points, 30 fps, 5 s.
    public var format = SceneFormat(width: 480, height: 480, fps: 30, duration: 5, background: Color(hex: 0x0E1020))
    @State var position = 0.0

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        ZStack {
            RadialGradient(colors: [Color(hex: 0x1C2142), Color(hex: 0x0E1020)], center: .center, startRadius: 10, endRadius: 300)

            RadarGrid()
                .stroke(Color.white.opacity(0.16), lineWidth: 1)
                .frame(width: 2 * radarRadius, height: 2 * radarRadius)
                .offset(y: radarCenterY)
            ForEach(1..<5) { k in
                Text("\(k * 20)")
                    .font(.system(size: 9, design: .monospaced))
                    .foregroundStyle(Color.white.opacity(0.4))
                    .offset(x: 10, y: radarCenterY - radarRadius * Double(k) * 0.2 - 6)
            }
            ForEach(0..<5) { k in
                Text(radarAxes[k])
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundStyle(Color(hex: 0xC9D1F0))
                    .offset(x: radarRadius * 1.17 * cos(radarAngle(k)),
                            y: radarCenterY + radarRadius * 1.13 * sin(radarAngle(k)))
            }

            RadarPolygon(position: position)
                .fill(AngularGradient(colors: [Color(hex: 0x22D3EE), Color(hex: 0x6366F1), Color(hex: 0xD946EF), Color(hex: 0xF97316), Color(hex: 0xFACC15), Color(hex: 0x22D3EE)], center: .center))
                .opacity(0.5)
                .frame(width: 2 * radarRadius, height: 2 * radarRadius)
                .offset(y: radarCenterY)
            RadarPolygon(position: position)
                .stroke(Color.white.opacity(0.9), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
                .frame(width: 2 * radarRadius, height: 2 * radarRadius)
                .offset(y: radarCenterY)
            ForEach(0..<5) { k in
                Circle()
                    .fill(Color.white)
                    .frame(width: 8, height: 8)
                    .offset(x: radarRadius * radarValue(k, at: position) * cos(radarAngle(k)),
                            y: radarCenterY + radarRadius * radarValue(k, at: position) * sin(radarAngle(k)))
            }

            HStack(spacing: 10) {
                ForEach(0..<3) { i in
                    RadarLegendChip(name: radarSetNames[i], active: Int(position) % 3 == i)
                }
            }
            .offset(y: -206)
        }
    }

    /// Morphs to the next data set at 0.6 s, 2 s and 3.4 s, back to the first at the end.
    public var timeline: some Timeline {
        At(0.6) { withAnimation(.easeInOut(duration: 0.9)) { position = 1 } }
        At(2.0) { withAnimation(.easeInOut(duration: 0.9)) { position = 2 } }
        At(3.4) { withAnimation(.easeInOut(duration: 0.9)) { position = 3 } }
    }
}

/// The radius of the chart's outer ring, in points.
let radarRadius: CGFloat = 150
/// How far below the scene's centre the chart's centre lies.
let radarCenterY: CGFloat = 22
/// The names of the spokes, clockwise from the top.
let radarAxes: [String] = ["Speed", "Power", "Stamina", "Technique", "Vision"]
/// The names of the data sets.
let radarSetNames: [String] = ["Sprinter", "Playmaker", "Defender"]
/// The data sets: one value in 0...1 per spoke.
let radarDataSets: [[Double]] = [
    [0.95, 0.55, 0.7, 0.45, 0.35],
    [0.55, 0.4, 0.6, 0.9, 0.95],
    [0.4, 0.92, 0.85, 0.5, 0.6],
]

/// The direction of spoke `k`, in radians, the first pointing up, then clockwise.
func radarAngle(_ k: Int) -> Double {
    return -Double.pi / 2 + Double(k) * 2 * Double.pi / 5
}

/// The value of spoke `k` at `position` along the data sets: between set ⌊position⌋ and the
/// next, the list wrapping around.
func radarValue(_ k: Int, at position: Double) -> Double {
    let base = floor(position)
    let f = position - base
    let n = radarDataSets.count
    let i = ((Int(base) % n) + n) % n
    let j = (i + 1) % n
    return radarDataSets[i][k] * (1 - f) + radarDataSets[j][k] * f
}

/// The data polygon: for a position p along the data sets, each corner lies on its spoke at the
/// value interpolated between set ⌊p⌋ and the next (the list wraps around), so animating the
/// position morphs the polygon corner by corner.
struct RadarPolygon: Shape {
    var position: Double

    var animatableData: Double {
        get { position }
        set { position = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        var p = Path()
        for k in 0..<5 {
            let v = radarValue(k, at: position)
            let a = radarAngle(k)
            let point = CGPoint(x: rect.midX + r * v * cos(a), y: rect.midY + r * v * sin(a))
            if k == 0 {
                p.move(to: point)
            } else {
                p.addLine(to: point)
            }
        }
        p.closeSubpath()
        return p
    }
}

/// The chart's web: five spokes and pentagonal rings at 0.2, 0.4, 0.6, 0.8 and 1 of the radius.
struct RadarGrid: Shape {
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        var p = Path()
        for ring in 1...5 {
            let f = Double(ring) * 0.2
            for k in 0...5 {
                let a = radarAngle(k % 5)
                let point = CGPoint(x: rect.midX + r * f * cos(a), y: rect.midY + r * f * sin(a))
                if k == 0 {
                    p.move(to: point)
                } else {
                    p.addLine(to: point)
                }
            }
        }
        for k in 0..<5 {
            let a = radarAngle(k)
            p.move(to: CGPoint(x: rect.midX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.midX + r * cos(a), y: rect.midY + r * sin(a)))
        }
        return p
    }
}

/// A legend entry: the data set's name in a capsule, lit while its set is shown.
struct RadarLegendChip: View {
    let name: String
    let active: Bool

    var body: some View {
        Text(name)
            .font(.system(size: 12, weight: .semibold))
            .foregroundStyle(active ? Color.white : Color(white: 0.55))
            .padding(.horizontal, 12)
            .padding(.vertical, 5)
            .background(Capsule().fill(active ? Color(hex: 0x6366F1) : Color(hex: 0x1E2340)))
    }
}
