import SwiftUI

struct ClockFace: View {
    let seconds: Int

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.primary, lineWidth: 4)
            Capsule()
                .fill(Color.red)
                .frame(width: 4, height: 90)
                .offset(y: -45)
                .rotationEffect(.degrees(Double(seconds) * 6))
        }
        .frame(width: 220, height: 220)
    }
}

struct AnalogClock: View {
    @State private var currentDate = Date.now
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var seconds: Int {
        Int(currentDate.timeIntervalSinceReferenceDate) % 60
    }

    var body: some View {
        VStack(spacing: 20) {
            ClockFace(seconds: seconds)
            Text("00:\(seconds < 10 ? "0" : "")\(seconds)")
                .font(.title.monospacedDigit())
        }
        .onReceive(timer) { input in
            withAnimation(.spring(duration: 0.3)) {
                currentDate = input
            }
        }
    }
}

#Preview {
    AnalogClock()
}
