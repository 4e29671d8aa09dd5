import SwiftUI

struct SymbolEffectsRow: View {
    @State private var notifications = 0
    @State private var isSearching = true

    var body: some View {
        HStack(spacing: 40) {
            Image(systemName: "bell.fill")
                .symbolEffect(.bounce, value: notifications)
                .foregroundStyle(.orange)

            Image(systemName: "wifi")
                .symbolEffect(.variableColor.iterative, isActive: isSearching)
                .foregroundStyle(.blue)

            Image(systemName: "heart.fill")
                .symbolRenderingMode(.hierarchical)
                .symbolEffect(.pulse)
                .foregroundStyle(.red)
        }
        .font(.system(size: 44))
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                notifications += 1
            }
        }
    }
}

#Preview {
    SymbolEffectsRow()
}
