import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        HStack(spacing: 24) {
            Button {
                count -= 1
            } label: {
                Image(systemName: "minus.circle.fill")
                    .font(.largeTitle)
            }
            .accessibilityLabel("Decrement")

            Text("\(count)")
                .font(.system(size: 48, weight: .bold))
                .monospacedDigit()
                .frame(minWidth: 80)

            Button {
                count += 1
            } label: {
                Image(systemName: "plus.circle.fill")
                    .font(.largeTitle)
            }
            .accessibilityLabel("Increment")
        }
    }
}

#Preview {
    CounterView()
}
