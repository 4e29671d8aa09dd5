import SwiftUI

enum Period: String, CaseIterable, Identifiable {
    case day = "Day"
    case week = "Week"
    case month = "Month"

    var id: String { rawValue }
}

struct ActivitySummary: View {
    @State private var period: Period = .day

    var steps: Int {
        switch period {
        case .day: return 8_412
        case .week: return 61_250
        case .month: return 248_900
        }
    }

    var body: some View {
        VStack(spacing: 20) {
            Picker("Period", selection: $period) {
                ForEach(Period.allCases) { period in
                    Text(period.rawValue).tag(period)
                }
            }
            .pickerStyle(.segmented)

            Text("\(steps) steps")
                .font(.title.bold())
        }
        .padding()
    }
}

#Preview {
    ActivitySummary()
}
