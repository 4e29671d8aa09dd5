import SwiftUI

struct CountingNumber: AnimatableModifier {
    var number: Double

    var animatableData: Double {
        get { number }
        set { number = newValue }
    }

    func body(content: Content) -> some View {
        Text("\(Int(number))")
            .font(.system(size: 64, weight: .heavy, design: .rounded))
            .monospacedDigit()
    }
}

struct ScoreCounter: View {
    @State private var score = 0.0
    @State private var showBadge = false

    var body: some View {
        VStack(spacing: 24) {
            Color.clear
                .frame(width: 200, height: 80)
                .modifier(CountingNumber(number: score))

            if showBadge {
                Text("New high score!")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(.green, in: .capsule)
                    .transition(.opacity.animation(.easeIn(duration: 0.4)))
            }
        }
        .frame(height: 200, alignment: .top)
        .onAppear {
            withAnimation(.linear(duration: 1.5)) {
                score = 300
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                showBadge = true
            }
        }
    }
}

#Preview {
    ScoreCounter()
}
