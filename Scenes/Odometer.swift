import Foundation
import Reel

/// A mechanical odometer: five digit wheels behind a window. Each wheel is an `OdometerDigits`
/// shape whose `animatableData` is the counter's value, so while the value animates every wheel
/// turns to its digit, and a wheel only advances while the wheels to its right roll over from 9
/// to 0: from 09970 to 09988, to 09999, and to 10000, when four wheels turn together.
public struct Odometer: AnimatedScene {
    /// The canvas: 560 × 300 points, 30 fps, 5.5 s.
    public var format = SceneFormat(width: 560, height: 300, fps: 30, duration: 5.5, background: Color(hex: 0x111316))
    @State var value = 9970.0

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        ZStack {
            RadialGradient(colors: [Color(hex: 0x25292F), Color(hex: 0x111316)], center: .center, startRadius: 20, endRadius: 320)
            VStack(spacing: 18) {
                Text("ODOMETER")
                    .font(.system(size: 13, weight: .bold))
                    .foregroundStyle(Color(hex: 0x8A93A0))
                HStack(spacing: 14) {
                    HStack(spacing: 6) {
                        ForEach(0..<5) { i in
                            OdometerWheel(place: 4 - i, value: value)
                        }
                    }
                    .padding(10)
                    .background(RoundedRectangle(cornerRadius: 14).fill(Color(hex: 0x060708)))
                    .overlay(RoundedRectangle(cornerRadius: 14).stroke(Color(hex: 0x3A4048), lineWidth: 2))
                    Text("km")
                        .font(.system(size: 26, weight: .semibold))
                        .foregroundStyle(Color(hex: 0xC8CED6))
                }
            }
        }
    }

    /// Counts to 9988 at 0.4 s, to 9999 at 2.1 s and over to 10000 at 3.4 s.
    public var timeline: some Timeline {
        At(0.4) { withAnimation(.easeInOut(duration: 1.3)) { value = 9988 } }
        At(2.1) { withAnimation(.easeOut(duration: 1)) { value = 9999 } }
        At(3.4) { withAnimation(.spring(response: 0.9, dampingFraction: 0.7)) { value = 10000 } }
    }
}

/// One wheel of the odometer: its digits stroked on a drum, seen through a window one digit
/// tall, with shading that makes the drum look curved. `place` is the power of ten it counts;
/// the units wheel is red.
struct OdometerWheel: View {
    let place: Int
    let value: Double

    var body: some View {
        ZStack {
            Rectangle()
                .fill(place == 0 ? Color(hex: 0x2A0F0E) : Color(hex: 0x1B1E22))
            OdometerDigits(value: value, place: place)
                .stroke(place == 0 ? Color(hex: 0xFF5A4E) : Color(hex: 0xF2F2F2), style: StrokeStyle(lineWidth: 5.5, lineCap: .round, lineJoin: .round))
            LinearGradient(colors: [Color.black.opacity(0.8), Color.black.opacity(0), Color.black.opacity(0), Color.black.opacity(0.8)], startPoint: .top, endPoint: .bottom)
        }
        .frame(width: 52, height: 76)
        .clipShape(RoundedRectangle(cornerRadius: 6))
    }
}

/// Where the wheel for `place` (a power of ten) stands when the counter shows `value`, in
/// digits: 0 shows 0, 9.5 is halfway from 9 to the next 0. The units wheel follows the value;
/// every other wheel shows its digit and moves on only while the wheels below it stand between
/// 9…9 and the next 0…0, by the fraction of that last unit they have covered, as gears carry.
func odometerPosition(_ value: Double, _ place: Int) -> Double {
    if place == 0 {
        return value.truncatingRemainder(dividingBy: 10)
    }
    let unit = pow(10, Double(place))
    let below = value.truncatingRemainder(dividingBy: unit)
    let carry = max(0, below - (unit - 1))
    let digit = floor(value / unit).truncatingRemainder(dividingBy: 10)
    return digit + carry
}

/// The point at fractions (`x`, `y`) of `box`.
func odometerPoint(_ box: CGRect, _ x: Double, _ y: Double) -> CGPoint {
    return CGPoint(x: box.minX + x * box.width, y: box.minY + y * box.height)
}

/// The outline of `digit` as strokes inside `box` (about 1 : 1.6): round bowls of the box's
/// width, straight stems and bars, a monoline figure meant to be stroked with round caps.
func odometerGlyph(_ digit: Int, in box: CGRect) -> Path {
    let r = box.width / 2
    let cx = box.midX
    var p = Path()
    switch digit {
    case 0:
        p.move(to: CGPoint(x: box.minX, y: box.minY + r))
        p.addArc(center: CGPoint(x: cx, y: box.minY + r), radius: r, startAngle: .degrees(180), endAngle: .degrees(360), clockwise: false)
        p.addLine(to: CGPoint(x: box.maxX, y: box.maxY - r))
        p.addArc(center: CGPoint(x: cx, y: box.maxY - r), radius: r, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        p.closeSubpath()
    case 1:
        p.move(to: odometerPoint(box, 0.1, 0.22))
        p.addLine(to: odometerPoint(box, 0.55, 0))
        p.addLine(to: odometerPoint(box, 0.55, 1))
    case 2:
        p.move(to: CGPoint(x: box.minX, y: box.minY + r))
        p.addArc(center: CGPoint(x: cx, y: box.minY + r), radius: r, startAngle: .degrees(180), endAngle: .degrees(395), clockwise: false)
        p.addLine(to: odometerPoint(box, 0, 1))
        p.addLine(to: odometerPoint(box, 1, 1))
    case 3:
        let rt = (box.height - box.width) / 2
        p.move(to: CGPoint(x: cx + rt * cos(200 * Double.pi / 180), y: box.minY + rt + rt * sin(200 * Double.pi / 180)))
        p.addArc(center: CGPoint(x: cx, y: box.minY + rt), radius: rt, startAngle: .degrees(200), endAngle: .degrees(450), clockwise: false)
        p.addArc(center: CGPoint(x: cx, y: box.maxY - r), radius: r, startAngle: .degrees(270), endAngle: .degrees(520), clockwise: false)
    case 4:
        p.move(to: odometerPoint(box, 0.72, 1))
        p.addLine(to: odometerPoint(box, 0.72, 0))
        p.addLine(to: odometerPoint(box, 0, 0.68))
        p.addLine(to: odometerPoint(box, 1, 0.68))
    case 5:
        let cy = box.maxY - r
        p.move(to: odometerPoint(box, 0.92, 0))
        p.addLine(to: odometerPoint(box, 0.12, 0))
        p.addLine(to: CGPoint(x: cx + r * cos(215 * Double.pi / 180), y: cy + r * sin(215 * Double.pi / 180)))
        p.addArc(center: CGPoint(x: cx, y: cy), radius: r, startAngle: .degrees(215), endAngle: .degrees(500), clockwise: false)
    case 6:
        p.move(to: odometerPoint(box, 0.82, 0))
        p.addQuadCurve(to: CGPoint(x: box.minX, y: box.maxY - r), control: odometerPoint(box, 0, 0.3))
        p.addEllipse(in: CGRect(x: box.minX, y: box.maxY - 2 * r, width: 2 * r, height: 2 * r))
    case 7:
        p.move(to: odometerPoint(box, 0, 0))
        p.addLine(to: odometerPoint(box, 1, 0))
        p.addLine(to: odometerPoint(box, 0.3, 1))
    case 8:
        let rt = (box.height - box.width) / 2
        p.addEllipse(in: CGRect(x: cx - rt, y: box.minY, width: 2 * rt, height: 2 * rt))
        p.addEllipse(in: CGRect(x: box.minX, y: box.maxY - 2 * r, width: 2 * r, height: 2 * r))
    default:
        p.addEllipse(in: CGRect(x: box.minX, y: box.minY, width: 2 * r, height: 2 * r))
        p.move(to: CGPoint(x: box.maxX, y: box.minY + r))
        p.addQuadCurve(to: odometerPoint(box, 0.18, 1), control: odometerPoint(box, 1, 0.7))
    }
    return p
}

/// The digits a wheel shows through its window: the digit at the wheel's position and the one
/// after it, moved up by the fraction the wheel has turned. The counter's value is the
/// animatable data, so the shape is redrawn for every value the animation passes through.
struct OdometerDigits: Shape {
    var value: Double
    var place: Int

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let position = odometerPosition(value, place)
        let base = floor(position)
        let turned = position - base
        let glyphHeight = rect.height * 0.56
        let glyphWidth = glyphHeight / 1.62
        var p = Path()
        for k in 0..<2 {
            let digit = (Int(base) + k) % 10
            let top = rect.midY - glyphHeight / 2 + (Double(k) - turned) * rect.height
            p.addPath(odometerGlyph(digit, in: CGRect(x: rect.midX - glyphWidth / 2, y: top, width: glyphWidth, height: glyphHeight)))
        }
        return p
    }
}
