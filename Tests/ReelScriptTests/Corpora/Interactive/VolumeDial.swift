import SwiftUI

struct VolumeDial: View {
    @State private var angle: Angle = .zero
    @GestureState private var twist: Angle = .zero

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle()
                    .fill(Color(white: 0.92))
                Capsule()
                    .fill(Color.orange)
                    .frame(width: 10, height: 44)
                    .offset(y: -50)
            }
            .frame(width: 180, height: 180)
            .rotationEffect(angle + twist)
            .accessibilityIdentifier("Dial")
            .gesture(
                RotateGesture()
                    .updating($twist) { value, state, _ in
                        state = value.rotation
                    }
                    .onEnded { value in
                        angle += value.rotation
                    }
            )
            Text("\(Int((angle + twist).degrees.rounded()))°")
                .font(.title.monospacedDigit())
        }
    }
}

#Preview {
    VolumeDial()
}
