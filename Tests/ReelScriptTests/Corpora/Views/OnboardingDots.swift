import SwiftUI

struct OnboardingStep {
    let symbol: String
    let title: String
    let color: Color
}

struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.accentColor : Color.gray.opacity(0.4))
                    .frame(width: index == current ? 24 : 8, height: 8)
            }
        }
    }
}

struct OnboardingFlow: View {
    let steps = [
        OnboardingStep(symbol: "sparkles", title: "Discover", color: .purple),
        OnboardingStep(symbol: "heart.fill", title: "Save favourites", color: .pink),
        OnboardingStep(symbol: "bell.fill", title: "Stay in touch", color: .orange),
    ]
    @State private var page = 0

    var body: some View {
        VStack(spacing: 40) {
            Spacer()
            Image(systemName: steps[page].symbol)
                .font(.system(size: 80))
                .foregroundStyle(steps[page].color)
                .id(page)
                .transition(.scale.combined(with: .opacity))
            Text(steps[page].title)
                .font(.largeTitle.bold())
            Spacer()
            PageDots(count: steps.count, current: page)
            Button("Next") {
                withAnimation(.spring) {
                    page = (page + 1) % steps.count
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(.bottom, 24)
        .task {
            for _ in 1..<steps.count {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.spring) {
                    page += 1
                }
            }
        }
    }
}

#Preview {
    OnboardingFlow()
}
