import SwiftUI

struct PromoCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("New in 2.0")
                .font(.headline)
            Text("Shared albums, smarter search and a fresh look.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(20)
        .frame(width: 300, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(.white)
        )
        .shadow(color: .black.opacity(0.25), radius: 12, y: 6)
    }
}

struct DismissibleCard: View {
    @State private var showCard = true

    var body: some View {
        ZStack {
            Color(.systemGroupedBackground)
                .ignoresSafeArea()

            if showCard {
                PromoCard()
                    .transition(.scale.combined(with: .opacity))
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation(.spring()) {
                    showCard = false
                }
            }
        }
    }
}

#Preview {
    DismissibleCard()
}
