import SwiftUI

struct CountdownRing: View {
    let total = 5
    @State private var remaining = 5

    var progress: Double {
        Double(remaining) / Double(total)
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 16)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(remaining > 0 ? Color.blue : Color.green, style: StrokeStyle(lineWidth: 16, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(remaining)")
                .font(.system(size: 48, weight: .bold, design: .rounded))
        }
        .frame(width: 200, height: 200)
        .task {
            while remaining > 0 {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.linear(duration: 0.5)) {
                    remaining -= 1
                }
            }
        }
    }
}

#Preview {
    CountdownRing()
}
