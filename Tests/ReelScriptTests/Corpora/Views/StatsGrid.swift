import SwiftUI

struct Stat: Identifiable {
    var id: String { title }
    let title: String
    let value: String
    let symbol: String
    let tint: Color
}

struct StatTile: View {
    let stat: Stat

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(stat.title, systemImage: stat.symbol)
                .font(.footnote.weight(.medium))
                .foregroundStyle(stat.tint)
            Text(stat.value)
                .font(.title.bold())
                .monospacedDigit()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct StatsGrid: View {
    let stats = [
        Stat(title: "Steps", value: "8,412", symbol: "figure.walk", tint: .orange),
        Stat(title: "Heart", value: "64", symbol: "heart.fill", tint: .red),
        Stat(title: "Sleep", value: "7h 20m", symbol: "bed.double.fill", tint: .indigo),
        Stat(title: "Water", value: "1.8 L", symbol: "drop.fill", tint: .cyan),
    ]
    let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        ZStack {
            Color(.systemGroupedBackground)
                .ignoresSafeArea()
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(stats) { stat in
                    StatTile(stat: stat)
                }
            }
            .padding(16)
        }
    }
}

#Preview {
    StatsGrid()
}
