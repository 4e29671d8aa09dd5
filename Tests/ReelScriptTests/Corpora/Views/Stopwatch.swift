import SwiftUI
import Combine

struct StopwatchView: View {
    @State private var elapsed = 0.0
    @State private var isRunning = true
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 24) {
            Text(String(format: "%.1f", elapsed))
                .font(.system(size: 56, weight: .semibold, design: .monospaced))
            Circle()
                .fill(isRunning ? Color.green : Color.red)
                .frame(width: 24, height: 24)
        }
        .onReceive(timer) { _ in
            guard isRunning else { return }
            elapsed += 0.1
            if elapsed >= 3 {
                isRunning = false
                timer.upstream.connect().cancel()
            }
        }
    }
}

#Preview {
    StopwatchView()
}
