import Reel

/// A model made from raw strings by a failable initialiser (`init?(raw:)` returning nil for
/// text it cannot read), used with `if let`, `guard let` and `??`; a second `init` delegates
/// with `self.init(…)`.
struct SensorReadings: AnimatedScene {
    var format = SceneFormat(width: 260, height: 200, fps: 10, duration: 2, background: .white)
    @State private var raw = ["12.5", "n/a", "30", "7.25"]

    private var readings: [Reading] {
        var result: [Reading] = []
        for text in raw {
            guard let reading = Reading(raw: text) else { continue }
            result.append(reading)
        }
        return result
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(0..<raw.count, id: \.self) { index in
                row(for: raw[index])
            }
            Text("average \(average, specifier: "%.1f")")
                .font(.headline)
        }
    }

    private var average: Double {
        let values = readings.map { $0.value }
        return values.isEmpty ? 0 : values.reduce(0) { $0 + $1 } / Double(values.count)
    }

    private func row(for text: String) -> some View {
        HStack(spacing: 8) {
            if let reading = Reading(raw: text) {
                Capsule()
                    .fill(reading.isHigh ? Color.red : Color.green)
                    .frame(width: reading.value * 4, height: 12)
            } else {
                Capsule().stroke(Color.gray).frame(width: 20, height: 12)
            }
            Text(Reading(raw: text)?.label ?? "unreadable")
                .font(.caption)
        }
    }

    var timeline: some Timeline {
        At(0.8) {
            withAnimation(.easeInOut(duration: 0.5)) { raw[1] = "18" }
        }
        At(1.4) {
            withAnimation { raw[2] = "oops" }
        }
    }
}

private struct Reading {
    let value: Double
    let label: String

    init?(raw: String) {
        guard let value = Double(raw), value >= 0 else { return nil }
        self.init(value: value)
    }

    init(value: Double) {
        self.value = value
        label = "\(value) units"
    }

    var isHigh: Bool { value > 20 }
}
