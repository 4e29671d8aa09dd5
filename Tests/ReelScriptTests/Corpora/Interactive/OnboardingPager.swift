import SwiftUI

struct OnboardingPage {
    let title: String
    let symbol: String
    let color: Color
}

struct OnboardingPager: View {
    private let pages = [
        OnboardingPage(title: "Track your runs", symbol: "figure.run", color: .orange),
        OnboardingPage(title: "Share with friends", symbol: "person.2.fill", color: .blue),
        OnboardingPage(title: "Reach your goals", symbol: "flag.checkered", color: .green),
    ]

    @State private var current = 0
    @State private var finished = false

    var body: some View {
        VStack(spacing: 32) {
            if finished {
                Text("Welcome aboard!")
                    .font(.largeTitle.bold())
                    .transition(.scale.combined(with: .opacity))
            } else {
                VStack(spacing: 20) {
                    Image(systemName: pages[current].symbol)
                        .font(.system(size: 80))
                        .foregroundStyle(pages[current].color)
                    Text(pages[current].title)
                        .font(.title.bold())
                }
                .id(current)
                .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))

                HStack(spacing: 8) {
                    ForEach(0..<pages.count, id: \.self) { index in
                        Circle()
                            .fill(index == current ? Color.blue : Color.gray.opacity(0.3))
                            .frame(width: 10, height: 10)
                    }
                }

                Button(current == pages.count - 1 ? "Get Started" : "Next") {
                    withAnimation(.easeInOut(duration: 0.4)) {
                        if current == pages.count - 1 {
                            finished = true
                        } else {
                            current += 1
                        }
                    }
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}

#Preview {
    OnboardingPager()
}
