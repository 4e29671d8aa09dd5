import Reel

/// A gauge with a numeric readout and two indicator lamps: the level rises past its limit and
/// is clamped; one lamp is bound to the scene's state, the other to a constant binding.
///
/// Exercises: a leading-dot `.constant(true)` given for a `@Binding` property,
/// `Swift.max`/`Swift.min` named through the module (inside a view whose own names would hide
/// them), `String(format:)` with `%.1f`, `%d` and `%%`.
struct GaugeReadout: AnimatedScene {
    var format = SceneFormat(width: 240, height: 160, fps: 10, duration: 2, background: .white)
    @State private var level = 0.35
    @State private var alarm = false

    var body: some View {
        VStack(spacing: 10) {
            Meter(level: level)
            HStack(spacing: 12) {
                Lamp(isLit: $alarm)
                Lamp(isLit: .constant(true))
            }
        }
    }

    var timeline: some Timeline {
        At(0.4) {
            withAnimation(.easeInOut(duration: 0.8)) {
                level = 1.3
                alarm = true
            }
        }
    }
}

private struct Meter: View {
    let level: Double
    let max = 1.0

    var body: some View {
        let clamped = Swift.min(Swift.max(level, 0), max)
        VStack(spacing: 6) {
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.25))
                Capsule().fill(clamped >= max ? Color.red : Color.teal).frame(width: 180 * clamped)
            }
            .frame(width: 180, height: 16)
            Text(String(format: "%.1f%% of %d", clamped * 100, Int(max * 100)))
                .font(.system(size: 13, weight: .medium))
        }
    }
}

private struct Lamp: View {
    @Binding var isLit: Bool

    var body: some View {
        Circle()
            .fill(isLit ? Color.orange : Color.gray.opacity(0.4))
            .frame(width: 22, height: 22)
    }
}
