import SwiftUI

struct HeroHeader: View {
    let title: String
    let subtitle: String
    let scrolled: CGFloat

    var body: some View {
        GeometryReader { proxy in
            LinearGradient(
                colors: [.orange, .pink],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            .frame(width: proxy.size.width, height: proxy.size.height + scrolled / 2)
            .offset(y: -scrolled / 2)

            Circle()
                .fill(Color.white.opacity(0.3))
                .frame(width: 120, height: 120)
                .offset(x: proxy.size.width - 90, y: 20 - scrolled)

            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.largeTitle.bold())
                Text(subtitle)
                    .font(.subheadline)
            }
            .foregroundStyle(.white)
            .padding(20)
            .offset(y: proxy.size.height - 110)
        }
        .frame(height: 260)
        .clipped()
    }
}

struct TripDetail: View {
    @State private var scrolled: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            HeroHeader(title: "Lisbon", subtitle: "3 days · 42 photos", scrolled: scrolled)
            VStack(alignment: .leading, spacing: 12) {
                Text("Itinerary")
                    .font(.title2.bold())
                Text("Day 1 · Alfama and the castle")
                Text("Day 2 · Belém and the river")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(20)
            Spacer()
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1.5).delay(0.5)) {
                scrolled = 80
            }
        }
    }
}

#Preview {
    TripDetail()
}
