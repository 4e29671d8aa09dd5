import SwiftUI

struct PriceTicker: View {
    @State private var price = 182.40
    @State private var rising = true
    private let quotes = [184.15, 183.02, 186.90]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("AAPL · Apple Inc.")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
            HStack(alignment: .firstTextBaseline, spacing: 10) {
                Text(price, format: .number.precision(.fractionLength(2)))
                    .font(.system(size: 44, weight: .semibold))
                    .monospacedDigit()
                    .contentTransition(.numericText(value: price))
                Image(systemName: rising ? "arrowtriangle.up.fill" : "arrowtriangle.down.fill")
                    .font(.title2)
                    .foregroundStyle(rising ? .green : .red)
            }
        }
        .padding(24)
        .background(
            RoundedRectangle(cornerRadius: 18)
                .fill(Color(.secondarySystemBackground))
        )
        .task {
            for quote in quotes {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.easeInOut(duration: 0.5)) {
                    rising = quote > price
                    price = quote
                }
            }
        }
    }
}

#Preview {
    PriceTicker()
}
