import SwiftUI

struct DaySteps: Identifiable {
    let id = UUID()
    let day: String
    let steps: Double
}

struct BarView: View {
    let value: Double
    let maxValue: Double
    let label: String
    var animate: Bool

    var body: some View {
        VStack(spacing: 6) {
            Spacer(minLength: 0)
            RoundedRectangle(cornerRadius: 6)
                .fill(Color.green.gradient)
                .frame(width: 28, height: animate ? 180 * value / maxValue : 0)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct WeeklyBarChart: View {
    let data: [DaySteps] = [
        DaySteps(day: "Mon", steps: 6000),
        DaySteps(day: "Tue", steps: 9000),
        DaySteps(day: "Wed", steps: 4500),
        DaySteps(day: "Thu", steps: 12000),
        DaySteps(day: "Fri", steps: 7500),
    ]
    @State private var animate = false

    var maxSteps: Double {
        data.map(\.steps).max() ?? 1
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Steps this week")
                .font(.headline)
            HStack(alignment: .bottom, spacing: 16) {
                ForEach(Array(data.enumerated()), id: \.element.id) { index, item in
                    BarView(value: item.steps, maxValue: maxSteps, label: item.day, animate: animate)
                        .animation(.easeOut(duration: 0.6).delay(Double(index) * 0.1), value: animate)
                }
            }
            .frame(height: 210)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(.systemBackground)))
        .onAppear {
            animate = true
        }
    }
}

#Preview {
    WeeklyBarChart()
}
