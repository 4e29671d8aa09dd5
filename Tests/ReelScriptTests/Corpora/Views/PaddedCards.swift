import SwiftUI

struct InfoCard: View {
    let tint: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 14)
            .fill(tint)
            .frame(height: 90)
    }
}

struct PaddedCards: View {
    var body: some View {
        ZStack {
            Color.cyan
                .ignoresSafeArea()
            VStack(spacing: 12) {
                InfoCard(tint: .white)
                InfoCard(tint: .yellow)
                Spacer()
            }
            .safeAreaPadding(.horizontal, 24)
        }
    }
}

#Preview {
    PaddedCards()
}
