import SwiftUI

struct CounterBadge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.system(size: 28, weight: .bold))
            .foregroundColor(.white)
            .frame(width: 64, height: 64)
            .background(Circle().fill(count > 0 ? Color.green : Color.gray))
    }
}

struct CounterCard: View {
    @State private var count = 0
    @State private var highlighted = false

    var body: some View {
        VStack(spacing: 16) {
            CounterBadge(count: count)
            RoundedRectangle(cornerRadius: 12)
                .fill(highlighted ? Color.orange : Color.blue)
                .frame(width: 200, height: 40)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.6)) {
                count = 3
                highlighted = true
            }
        }
    }
}

#Preview {
    CounterCard()
}
