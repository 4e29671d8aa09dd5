import Foundation
import Reel

/// The showcase: ten seconds through what Reel draws and animates. The title springs in; six
/// shapes with six kinds of paint arrive one after another; four timing curves race; a bar chart
/// lays itself out and springs between two data sets; then everything leaves by its transition and
/// the title returns with the command that made the video.
public struct Showcase: AnimatedScene {
    /// The canvas: 1280 × 720 points, 60 fps, 10 s.
    public var format = SceneFormat(width: 1280, height: 720, fps: 60, duration: 10, background: Color(hex: 0x090C1D))
    /// The act on screen: 0 dark, 1 title, 2 shapes, 3 race, 4 chart, 5 second data set, 6 the
    /// stage clears, 7 finale.
    @State var act = 0
    /// Whether the shapes have turned and stretched.
    @State var flourish = false
    /// Whether the background glows have drifted to their other side.
    @State var drifted = false
    /// Whether the race has started.
    @State var racing = false

    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        ZStack {
            LinearGradient(colors: [Color(hex: 0x0B1030), Color(hex: 0x160B2E), Color(hex: 0x070914)],
                           startPoint: .top, endPoint: .bottom)
            ShowcaseGlow(color: Color(hex: 0x6D4BFF), size: 760)
                .offset(x: drifted ? -260 : -420, y: drifted ? -120 : -40)
            ShowcaseGlow(color: Color(hex: 0x00B3FF), size: 640)
                .offset(x: drifted ? 430 : 300, y: drifted ? 170 : 260)
            ShowcaseGlow(color: Color(hex: 0xFF3D7F), size: 520)
                .offset(x: drifted ? 120 : 260, y: drifted ? -260 : -330)
                .opacity(0.7)

            ShowcaseTitle(act: act)

            if act >= 2 && act < 6 {
                ShowcaseCaption(text: act == 2 ? "Shapes, paths and every gradient"
                                    : (act == 3 ? "Timing curves and springs" : "SwiftUI layout, animated"))
                    .transition(AnyTransition.opacity.combined(with: .offset(x: 0, y: 16)))
                    .id(act == 2 ? 0 : (act == 3 ? 1 : 2))
                    .offset(y: -200)
            }
            if act == 2 {
                ShowcaseShapes(flourish: flourish)
                    .offset(y: 40)
                    .transition(AnyTransition.opacity.combined(with: .scale(scale: 0.85)))
            }
            if act == 3 {
                ShowcaseRace(racing: racing)
                    .offset(y: 50)
                    .transition(AnyTransition.opacity.combined(with: .move(edge: .bottom)))
            }
            if act == 4 || act == 5 {
                ShowcaseChart(second: act == 5)
                    .offset(y: 50)
                    .transition(.asymmetric(insertion: AnyTransition.opacity.combined(with: .scale(scale: 0.9)),
                                            removal: AnyTransition.opacity.combined(with: .move(edge: .bottom))))
            }
            if act >= 7 {
                ShowcaseCommand()
                    .offset(y: 120)
                    .transition(AnyTransition.opacity.combined(with: .offset(x: 0, y: 30)))
                    .transaction { $0.animation = $0.animation?.delay(0.3) }
            }
        }
    }

    /// The acts, with the animation of each change.
    public var timeline: some Timeline {
        At(0) { withAnimation(.easeInOut(duration: 5).repeatForever()) { drifted = true } }
        At(0.2) { withAnimation(.spring(duration: 0.9, bounce: 0.35)) { act = 1 } }
        At(2.0) { withAnimation(.spring(duration: 0.7, bounce: 0.2)) { act = 2 } }
        At(3.1) { withAnimation(.spring(duration: 0.9, bounce: 0.5)) { flourish = true } }
        At(4.1) { withAnimation(.easeInOut(duration: 0.5)) { act = 3 } }
        At(4.7) { racing = true }
        At(6.2) { withAnimation(.spring(duration: 0.7, bounce: 0.25)) { act = 4 } }
        At(7.3) { withAnimation(.spring(duration: 0.8, bounce: 0.45)) { act = 5 } }
        At(8.3) { withAnimation(.easeIn(duration: 0.35)) { act = 6 } }
        At(8.7) { withAnimation(.spring(duration: 0.9, bounce: 0.3)) { act = 7 } }
    }
}

/// A soft coloured light: a radial gradient fading to nothing.
struct ShowcaseGlow: View {
    let color: Color
    let size: CGFloat

    var body: some View {
        Circle()
            .fill(RadialGradient(colors: [color.opacity(0.55), color.opacity(0.12), color.opacity(0)],
                                 center: .center, startRadius: 0, endRadius: size / 2))
            .frame(width: size, height: size)
    }
}

/// The title: the name, springing in at the centre, moving up out of the way while the acts
/// play, and back for the finale.
struct ShowcaseTitle: View {
    let act: Int

    /// Whether the title sits at the top, small.
    var raised: Bool { act >= 2 && act < 7 }

    var body: some View {
        VStack(spacing: 14) {
            Text("Reel")
                .font(.system(size: 150, weight: .heavy))
                .foregroundStyle(LinearGradient(colors: [Color.white, Color(hex: 0xB9A8FF)], startPoint: .top, endPoint: .bottom))
                .shadow(color: Color(hex: 0x6D4BFF, opacity: 0.8), radius: 28)
            Text("SwiftUI-style animation, rendered on Linux")
                .font(.system(size: 30, weight: .medium))
                .foregroundStyle(Color(hex: 0xC9D1F5))
                .opacity(raised ? 0 : 1)
        }
        .scaleEffect(act == 0 ? 0.6 : (raised ? 0.36 : 1))
        .opacity(act == 0 ? 0 : 1)
        .offset(y: raised ? -290 : (act >= 7 ? -90 : -20))
    }
}

/// The line under the raised title naming the act.
struct ShowcaseCaption: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.system(size: 34, weight: .semibold))
            .foregroundStyle(Color.white)
    }
}

/// Six shapes, each with its own kind of paint, springing in one after another, then turning and
/// stretching when `flourish` changes.
struct ShowcaseShapes: View {
    let flourish: Bool

    var body: some View {
        HStack(spacing: 36) {
            ForEach(0..<6) { i in
                ShowcaseShapeTile(index: i, flourish: flourish)
                    .transaction { $0.animation = $0.animation?.delay(Double(i) * 0.09) }
            }
        }
    }
}

/// One shape of `ShowcaseShapes`, with its paint and its name.
struct ShowcaseShapeTile: View {
    let index: Int
    let flourish: Bool

    /// The shape's name as written in a scene.
    var name: String {
        switch index {
        case 0: return "Circle"
        case 1: return "RoundedRectangle"
        case 2: return "Star"
        case 3: return "Capsule"
        case 4: return "RegularPolygon"
        default: return "Path"
        }
    }

    var body: some View {
        VStack(spacing: 18) {
            ZStack {
                if index == 0 {
                    Circle()
                        .fill(RadialGradient(colors: [Color(hex: 0xFFE29A), Color(hex: 0xFF7A59), Color(hex: 0xC2185B)],
                                             center: UnitPoint(x: 0.35, y: 0.3), startRadius: 4, endRadius: 90))
                        .scaleEffect(flourish ? 1.15 : 1)
                } else if index == 1 {
                    RoundedRectangle(cornerRadius: flourish ? 70 : 30, style: .continuous)
                        .fill(LinearGradient(colors: [Color(hex: 0x00E1FF), Color(hex: 0x3B5BFF)],
                                             startPoint: .topLeading, endPoint: .bottomTrailing))
                } else if index == 2 {
                    Star(points: 5, innerRadiusFraction: 0.45)
                        .fill(AngularGradient(colors: [Color(hex: 0xFFD23F), Color(hex: 0xFF5E5B), Color(hex: 0xA855F7),
                                                       Color(hex: 0x22D3EE), Color(hex: 0xFFD23F)], center: .center))
                        .rotationEffect(.degrees(flourish ? 144 : 0))
                } else if index == 3 {
                    Capsule()
                        .fill(EllipticalGradient(colors: [Color(hex: 0xA7F3D0), Color(hex: 0x10B981), Color(hex: 0x065F46)],
                                                 center: .center, startRadiusFraction: 0, endRadiusFraction: 0.6))
                        .frame(width: 86, height: 140)
                        .rotationEffect(.degrees(flourish ? 90 : 0))
                } else if index == 4 {
                    RegularPolygon(sides: 6)
                        .stroke(LinearGradient(colors: [Color(hex: 0xF0ABFC), Color(hex: 0x818CF8)], startPoint: .top, endPoint: .bottom),
                                style: StrokeStyle(lineWidth: 10, lineJoin: .round, dash: [22, 10]))
                        .rotationEffect(.degrees(flourish ? 90 : 0))
                } else {
                    ShowcaseWave()
                        .fill(LinearGradient(colors: [Color(hex: 0x38BDF8), Color(hex: 0x0EA5E9, opacity: 0.2)],
                                             startPoint: .top, endPoint: .bottom))
                        .scaleEffect(x: 1, y: flourish ? 1.35 : 1, anchor: .bottom)
                }
            }
            .frame(width: 140, height: 140)
            .shadow(color: Color(white: 0, opacity: 0.45), radius: 16, x: 0, y: 12)
            Text(name)
                .font(.system(size: 17, weight: .medium, design: .monospaced))
                .foregroundStyle(Color(hex: 0xAEB7E0))
        }
        .transition(AnyTransition.opacity.combined(with: .offset(x: 0, y: 60)))
    }
}

/// A wave drawn point by point with `addLine`, closed to the bottom of its frame.
struct ShowcaseWave: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        for i in 0...40 {
            let x = Double(i) / 40
            let y = 0.45 + 0.18 * sin(x * 2 * Double.pi * 1.5) * (1 - 0.4 * x)
            path.addLine(to: CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// Four dots racing across their lanes, each under another timing curve.
struct ShowcaseRace: View {
    let racing: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 26) {
            ForEach(0..<4) { i in
                ShowcaseLane(index: i, racing: racing)
            }
        }
    }
}

/// One lane of the race: the curve's name, a track, and a dot that runs along it under the
/// lane's curve (`.animation(_:value:)`) when the race starts, leaving a glowing trail.
struct ShowcaseLane: View {
    let index: Int
    let racing: Bool

    /// The length of the dot's run, in points.
    static let run: CGFloat = 524

    /// The lane's timing curve.
    var animation: Animation {
        switch index {
        case 0: return .linear(duration: 1.4)
        case 1: return .easeInOut(duration: 1.4)
        case 2: return .spring(duration: 1.2, bounce: 0.5)
        default: return .timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1.4)
        }
    }

    /// The curve as written in a scene.
    var name: String {
        switch index {
        case 0: return ".linear"
        case 1: return ".easeInOut"
        case 2: return ".spring(bounce: 0.5)"
        default: return ".timingCurve(0.68, -0.6, …)"
        }
    }

    /// The lane's colour.
    var color: Color {
        switch index {
        case 0: return Color(hex: 0x38BDF8)
        case 1: return Color(hex: 0xA78BFA)
        case 2: return Color(hex: 0xF472B6)
        default: return Color(hex: 0xFBBF24)
        }
    }

    var body: some View {
        HStack(spacing: 28) {
            Text(name)
                .font(.system(size: 20, weight: .medium, design: .monospaced))
                .foregroundStyle(color)
                .frame(width: 380, alignment: .trailing)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(white: 1, opacity: 0.08))
                    .frame(width: 560, height: 8)
                Capsule()
                    .fill(LinearGradient(colors: [color.opacity(0), color.opacity(0.75)], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 560, height: 8)
                    .scaleEffect(x: racing ? 1 : 0.05, y: 1, anchor: .leading)
                    .animation(animation, value: racing)
                Circle()
                    .fill(color)
                    .frame(width: 36, height: 36)
                    .shadow(color: color.opacity(0.9), radius: 12)
                    .offset(x: racing ? ShowcaseLane.run : 0)
                    .animation(animation, value: racing)
            }
            .frame(width: 560, height: 36, alignment: .leading)
        }
    }
}

/// A bar chart: seven bars in an HStack aligned to their bottoms, each with its value above; the
/// second data set springs the bars to new heights.
struct ShowcaseChart: View {
    let second: Bool

    /// The bar values of the data set shown.
    var values: [Double] {
        second ? [0.85, 0.55, 0.95, 0.4, 0.7, 1.0, 0.6] : [0.35, 0.7, 0.5, 0.9, 0.3, 0.6, 0.8]
    }

    var body: some View {
        HStack(alignment: .bottom, spacing: 22) {
            ForEach(0..<7) { i in
                VStack(spacing: 10) {
                    Text("\(Int(values[i] * 100))")
                        .font(.system(size: 20, weight: .bold, design: .monospaced))
                        .foregroundStyle(Color.white)
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                        .fill(LinearGradient(colors: [Color(hue: 0.55 + Double(i) * 0.05, saturation: 0.75, brightness: 1),
                                                      Color(hue: 0.72 + Double(i) * 0.03, saturation: 0.85, brightness: 0.75)],
                                             startPoint: .top, endPoint: .bottom))
                        .frame(width: 78, height: 300 * values[i])
                }
                .transaction { $0.animation = $0.animation?.delay(Double(i) * 0.05) }
            }
        }
        .frame(height: 360, alignment: .bottom)
    }
}

/// The closing line: the command that made this video, in a capsule.
struct ShowcaseCommand: View {
    var body: some View {
        Text("reel export Showcase -o showcase.mp4")
            .font(.system(size: 28, weight: .medium, design: .monospaced))
            .foregroundStyle(Color(hex: 0xE0E6FF))
            .padding(.horizontal, 34)
            .padding(.vertical, 18)
            .background(Capsule().fill(Color(white: 1, opacity: 0.08)))
            .overlay(Capsule().stroke(Color(hex: 0x8B7BFF, opacity: 0.6), lineWidth: 1.5))
    }
}
