import SwiftUI

enum BadgePhase: CaseIterable {
    case resting, lifted, settled

    var scale: Double {
        switch self {
        case .resting: 1
        case .lifted: 1.3
        case .settled: 1.1
        }
    }

    var lift: Double {
        switch self {
        case .resting: 0
        case .lifted: -40
        case .settled: -40
        }
    }
}

struct HeroBadge: View {
    @State private var unlocked = 0

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "star.fill")
                .font(.system(size: 44))
                .foregroundStyle(.white)
                .frame(width: 100, height: 100)
                .background(Circle().fill(.orange))
                .shadow(color: .orange.opacity(0.6), radius: 16)
                .phaseAnimator(BadgePhase.allCases, trigger: unlocked) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .offset(y: phase.lift)
                } animation: { phase in
                    switch phase {
                    case .resting: .smooth
                    case .lifted: .easeInOut(duration: 0.3)
                    case .settled: .spring(duration: 0.3, bounce: 0.7)
                    }
                }

            Text("Achievement unlocked")
                .font(.title3.bold())
        }
        .onAppear {
            unlocked += 1
        }
    }
}

#Preview {
    HeroBadge()
}
