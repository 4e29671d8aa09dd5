import SwiftUI

struct BlinkingTimer: View {
    @State private var ticks = 0
    @State private var isOn = false
    @State private var timer: Timer?

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 12)
                .fill(isOn ? Color.yellow : Color.gray)
                .frame(width: 120, height: 120)
            Text("Ticks: \(ticks)")
                .font(.headline)
        }
        .onAppear {
            timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                ticks += 1
                isOn.toggle()
                if ticks == 5 {
                    timer.invalidate()
                }
            }
        }
        .onDisappear {
            timer?.invalidate()
        }
    }
}

#Preview {
    BlinkingTimer()
}
