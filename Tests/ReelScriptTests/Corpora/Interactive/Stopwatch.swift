import SwiftUI

struct Stopwatch: View {
    @State private var elapsed = 0.0
    @State private var timer: Timer?

    private var isRunning: Bool { timer != nil }

    var body: some View {
        VStack(spacing: 32) {
            Text(String(format: "%.1f", elapsed))
                .font(.system(size: 64, weight: .thin))
                .monospacedDigit()

            HStack(spacing: 40) {
                Button("Reset") {
                    timer?.invalidate()
                    timer = nil
                    elapsed = 0
                }
                .disabled(elapsed == 0)

                Button(isRunning ? "Stop" : "Start") {
                    if isRunning {
                        timer?.invalidate()
                        timer = nil
                    } else {
                        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
                            elapsed += 0.1
                        }
                    }
                }
                .foregroundStyle(isRunning ? .red : .green)
            }
            .font(.title2)
        }
    }
}

#Preview {
    Stopwatch()
}
