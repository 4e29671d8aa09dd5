import Reel

/// A header with layered water waves that roll and swell, drawn as `Shape`s.
///
/// Exercises: a `Shape` whose `animatableData` is an `AnimatablePair<Double, Double>` (phase and
/// amplitude), `Path` built in a `stride` loop with `addLine`, `ForEach` over an array of tuples
/// read by index, `enum` with `CaseIterable` driving layers, `repeatForever` and a second
/// animation changing only the amplitude.
struct WaveHeader: AnimatedScene {
    var format = SceneFormat(width: 280, height: 180, fps: 10, duration: 2.5, background: Color(red: 0.93, green: 0.97, blue: 1))
    @State private var phase = 0.0
    @State private var amplitude = 6.0

    var body: some View {
        ZStack(alignment: .bottom) {
            ForEach(Layer.allCases, id: \.self) { layer in
                Wave(phase: phase + layer.offset, amplitude: amplitude * layer.scale)
                    .fill(layer.color)
                    .frame(height: layer.height)
            }
        }
        .frame(maxHeight: .infinity, alignment: .bottom)
    }

    var timeline: some Timeline {
        At(0) {
            withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) {
                phase = .pi * 2
            }
        }
        At(1) {
            withAnimation(.easeInOut(duration: 1)) { amplitude = 14 }
        }
    }
}

private enum Layer: Int, CaseIterable {
    case back, middle, front

    var offset: Double { Double(rawValue) * 1.3 }
    var scale: Double { 1 - Double(rawValue) * 0.2 }
    var height: CGFloat { 120 - CGFloat(rawValue) * 25 }
    var color: Color {
        switch self {
        case .back: return Color.blue.opacity(0.25)
        case .middle: return Color.blue.opacity(0.45)
        case .front: return Color(red: 0.1, green: 0.35, blue: 0.8)
        }
    }
}

private struct Wave: Shape {
    var phase: Double
    var amplitude: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, amplitude) }
        set {
            phase = newValue.first
            amplitude = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let wavelength = rect.width / 1.5
        path.move(to: CGPoint(x: 0, y: rect.height))
        for x in stride(from: 0, through: rect.width, by: 4) {
            let relative = Double(x) / wavelength
            let y = amplitude * sin(relative * 2 * .pi + phase) + amplitude
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.closeSubpath()
        return path
    }
}
