import Reel

/// A launch countdown: the seconds left and the progress written with `Text(_:format:)`
/// (`.number.precision(.fractionLength(1))`, `.percent`, `.number` of an `Int`) and with a
/// `printf` specifier in an interpolation (`"\(value, specifier: "%.2f")"`), inside a
/// `TimelineView(.animation)` whose `context.date` counts from the scene's start.
struct LaunchCountdown: AnimatedScene {
    var format = SceneFormat(width: 240, height: 200, fps: 10, duration: 2, background: Color(white: 0.1))
    @State private var launched = false

    private let length = 1.5

    var body: some View {
        TimelineView(.animation) { context in
            let elapsed = context.date.timeIntervalSince(Date(timeIntervalSinceReferenceDate: 0))
            let left = max(0, length - elapsed)
            VStack(spacing: 6) {
                Text(left, format: .number.precision(.fractionLength(1)))
                    .font(.system(size: 40, weight: .bold, design: .monospaced))
                    .foregroundColor(launched ? .green : .white)
                Text("\(left, specifier: "%.2f") s left")
                    .foregroundColor(.gray)
                Text(min(1, elapsed / length), format: .percent)
                    .foregroundColor(.orange)
                Text(12500, format: .number)
                    .font(.caption)
                    .foregroundColor(.gray)
            }
        }
    }

    var timeline: some Timeline {
        At(1.5) {
            withAnimation(.easeOut(duration: 0.3)) { launched = true }
        }
    }
}
