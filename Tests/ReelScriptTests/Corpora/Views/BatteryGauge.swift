import SwiftUI

struct BatteryGauge: View {
    let level: Double

    var body: some View {
        VStack(spacing: 24) {
            Gauge(value: level) {
                Text("Battery")
            }
            Gauge(value: level, in: 0...1) {
                Image(systemName: "bolt.fill")
            } currentValueLabel: {
                Text("\(Int(level * 100))")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(.green)
        }
        .padding()
    }
}

#Preview {
    BatteryGauge(level: 0.75)
}
