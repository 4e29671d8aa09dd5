import Foundation
import Reel

/// Eight easing curves racing: one lane per curve (linear, easeIn, easeOut, easeInOut, spring,
/// bouncy, an interpolating spring and an overshooting timing curve), each dot animated by its
/// lane's curve when the race starts at 0.5 s and again on the way back at 2.5 s.
public struct EasingLanes: AnimatedScene {
    /// The canvas: 640 × 480 points, 30 fps, 4.5 s.
    public var format = SceneFormat(width: 640, height: 480, fps: 30, duration: 4.5, background: Color(hex: 0x0D1117))
    @State var arrived = false

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Text("Easing lanes")
                    .font(.system(size: 24, weight: .bold))
                    .foregroundStyle(Color.white)
                Text("the same move, eight timing curves")
                    .font(.system(size: 13))
                    .foregroundStyle(Color(white: 0.55))
            }
            .padding(.leading, 40)
            .padding(.bottom, 16)
            VStack(alignment: .leading, spacing: 8) {
                ForEach(0..<8) { i in
                    EasingLane(index: i, arrived: arrived)
                }
            }
            .padding(.leading, 40)
        }
        .padding(.top, 30)
        .frame(width: 640, height: 480, alignment: .topLeading)
    }

    /// Starts the race at 0.5 s and sends the dots back at 2.5 s; each lane animates with its own
    /// curve.
    public var timeline: some Timeline {
        At(0.5) { arrived = true }
        At(2.5) { arrived = false }
    }
}

/// One lane of `EasingLanes`: the curve's name, a track with start and finish marks, and a dot
/// that moves along the track under the lane's animation whenever `arrived` changes.
struct EasingLane: View {
    let index: Int
    let arrived: Bool

    /// The length of the track, in points.
    static let trackWidth: CGFloat = 302
    /// The room on either side of the track for curves that overshoot, in points.
    static let margin: CGFloat = 129
    /// The diameter of the dot.
    static let dotSize: CGFloat = 22

    /// The animation that moves this lane's dot.
    var animation: Animation {
        switch index {
        case 0: return .linear(duration: 1.2)
        case 1: return .easeIn(duration: 1.2)
        case 2: return .easeOut(duration: 1.2)
        case 3: return .easeInOut(duration: 1.2)
        case 4: return .spring(response: 0.5, dampingFraction: 0.825)
        case 5: return .bouncy
        case 6: return .interpolatingSpring(stiffness: 80, damping: 4)
        default: return .timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1.2)
        }
    }

    /// The curve's name as it is written in a scene.
    var name: String {
        switch index {
        case 0: return ".linear"
        case 1: return ".easeIn"
        case 2: return ".easeOut"
        case 3: return ".easeInOut"
        case 4: return ".spring"
        case 5: return ".bouncy"
        case 6: return ".interpolatingSpring"
        default: return ".timingCurve"
        }
    }

    /// A smaller line under the name with the curve's parameters.
    var detail: String {
        switch index {
        case 0: return "duration: 1.2"
        case 1: return "duration: 1.2"
        case 2: return "duration: 1.2"
        case 3: return "duration: 1.2"
        case 4: return "response: 0.5, dampingFraction: 0.825"
        case 5: return "duration: 0.5, bounce: 0.3"
        case 6: return "stiffness: 80, damping: 4"
        default: return "0.68, -0.6, 0.32, 1.6"
        }
    }

    /// The lane's colour, stepping around the hue circle.
    var color: Color { Color(hue: 0.58 - Double(index) * 0.075, saturation: 0.62, brightness: 1) }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(alignment: .firstTextBaseline, spacing: 10) {
                Text(name)
                    .font(.system(size: 13, weight: .semibold, design: .monospaced))
                    .foregroundStyle(color)
                Text(detail)
                    .font(.system(size: 10, design: .monospaced))
                    .foregroundStyle(Color(white: 0.45))
            }
            .padding(.leading, EasingLane.margin)
            ZStack(alignment: .leading) {
                // The whole lane, dashed: the room the dot may overshoot into on either side.
                Capsule()
                    .stroke(Color.white.opacity(0.12), style: StrokeStyle(lineWidth: 1, dash: [3, 4]))
                    .frame(width: 2 * EasingLane.margin + EasingLane.trackWidth, height: 6)
                Capsule()
                    .fill(Color.white.opacity(0.08))
                    .frame(width: EasingLane.trackWidth, height: 6)
                    .offset(x: EasingLane.margin)
                Capsule()
                    .fill(color.opacity(0.55))
                    .frame(width: 2, height: 18)
                    .offset(x: EasingLane.margin + EasingLane.dotSize / 2 - 1)
                Capsule()
                    .fill(color.opacity(0.55))
                    .frame(width: 2, height: 18)
                    .offset(x: EasingLane.margin + EasingLane.trackWidth - EasingLane.dotSize / 2 - 1)
                Circle()
                    .fill(color)
                    .frame(width: EasingLane.dotSize, height: EasingLane.dotSize)
                    .shadow(color: color.opacity(0.7), radius: 8)
                    .offset(x: EasingLane.margin + (arrived ? EasingLane.trackWidth - EasingLane.dotSize : 0))
                    .animation(animation, value: arrived)
            }
            .frame(width: 2 * EasingLane.margin + EasingLane.trackWidth, height: 22, alignment: .leading)
        }
    }
}
