import SwiftUI

/// A bottom sheet over a map that snaps to the detent nearest where the flick would have carried
/// it, springing there with the finger's speed.
struct SnapSheet: View {
    enum Detent: CGFloat, CaseIterable {
        case expanded = 80
        case half = 300
        case collapsed = 520
    }

    @State private var detent: Detent = .collapsed
    @State private var dragOffset: CGFloat = 0

    var body: some View {
        ZStack(alignment: .top) {
            LinearGradient(colors: [.teal, .green], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            Text("Nearby")
                .font(.largeTitle.bold())
                .foregroundStyle(.white)
                .padding(.top, 20)

            VStack(spacing: 12) {
                Capsule()
                    .fill(Color.secondary)
                    .frame(width: 36, height: 5)
                    .padding(.top, 8)
                Text(title)
                    .font(.headline)
                ForEach(0..<4) { index in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(Color.blue.opacity(0.2 + Double(index) * 0.15))
                        .frame(height: 44)
                }
                Spacer()
            }
            .padding(.horizontal)
            .frame(maxWidth: .infinity)
            .frame(height: 400)
            .background(.white, in: RoundedRectangle(cornerRadius: 16))
            .accessibilityIdentifier("Sheet")
            .offset(y: detent.rawValue + dragOffset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        dragOffset = value.translation.height
                    }
                    .onEnded { value in
                        let current = detent.rawValue + value.translation.height
                        let predicted = detent.rawValue + value.predictedEndTranslation.height
                        let target = Detent.allCases.min { abs($0.rawValue - predicted) < abs($1.rawValue - predicted) } ?? .half
                        let distance = target.rawValue - current
                        let relativeVelocity = distance == 0 ? 0 : value.velocity.height / distance
                        withAnimation(.interpolatingSpring(stiffness: 300, damping: 30, initialVelocity: relativeVelocity)) {
                            detent = target
                            dragOffset = 0
                        }
                    }
            )
        }
    }

    private var title: String {
        switch detent {
        case .expanded: return "All places"
        case .half: return "Top places"
        case .collapsed: return "Pull up for places"
        }
    }
}

#Preview {
    SnapSheet()
}
