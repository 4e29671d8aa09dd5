import SwiftUI

struct HoldToConfirm: View {
    @GestureState private var isPressing = false
    @State private var isConfirmed = false

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.25), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: isPressing || isConfirmed ? 1 : 0)
                    .stroke(isConfirmed ? Color.green : Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .animation(isPressing ? .linear(duration: 1.5) : .easeOut(duration: 0.2), value: isPressing)
                Text(isConfirmed ? "Done" : "Hold")
                    .font(.title2.bold())
            }
            .frame(width: 140, height: 140)
            .contentShape(Circle())
            .gesture(
                LongPressGesture(minimumDuration: 1.5)
                    .updating($isPressing) { currentState, gestureState, _ in
                        gestureState = currentState
                    }
                    .onEnded { _ in
                        isConfirmed = true
                    }
            )
            Text(isConfirmed ? "Payment sent" : "Hold to send $20")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    HoldToConfirm()
}
