import Reel

/// A bar chart of monthly sales whose bars grow in one after another, the best month
/// highlighted, then re-sorted by value.
///
/// Exercises: an `Identifiable` struct with a `String` id, `reduce` for the maximum,
/// `sorted(by:)` with a closure comparing properties, `ForEach(sales)` keeping identity while
/// reordering, `.frame(height:)` from a ratio, staggered `animation(_:value:)` with
/// `.delay(Double(index) * 0.08)` via `enumerated()` and `Array(…)`, `Text` with
/// `.monospacedDigit()`-free formatting.
struct SalesChart: AnimatedScene {
    var format = SceneFormat(width: 280, height: 200, fps: 10, duration: 3, background: .white)
    @State private var grown = false
    @State private var sales: [MonthlySales] = [
        MonthlySales(id: "Jan", amount: 32),
        MonthlySales(id: "Feb", amount: 45),
        MonthlySales(id: "Mar", amount: 28),
        MonthlySales(id: "Apr", amount: 61),
        MonthlySales(id: "May", amount: 50),
    ]

    private var best: Double {
        sales.reduce(0) { max($0, $1.amount) }
    }

    var body: some View {
        HStack(alignment: .bottom, spacing: 14) {
            ForEach(Array(sales.enumerated()), id: \.element.id) { index, month in
                VStack(spacing: 4) {
                    Text("\(Int(month.amount))")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    RoundedRectangle(cornerRadius: 5)
                        .fill(month.amount == best ? Color.orange : Color.blue.opacity(0.7))
                        .frame(width: 32, height: grown ? 120 * month.amount / best : 4)
                        .animation(.spring(response: 0.5, dampingFraction: 0.75).delay(Double(index) * 0.08), value: grown)
                    Text(month.id)
                        .font(.caption)
                }
            }
        }
        .padding()
    }

    var timeline: some Timeline {
        At(0.2) { grown = true }
        At(1.8) {
            withAnimation(.easeInOut(duration: 0.6)) {
                sales = sales.sorted { $0.amount > $1.amount }
            }
        }
    }
}

private struct MonthlySales: Identifiable {
    let id: String
    let amount: Double
}
