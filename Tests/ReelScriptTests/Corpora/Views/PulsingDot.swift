import SwiftUI

struct PulsingDot: View {
    @State private var pulsing = false

    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 40, height: 40)
            .scaleEffect(pulsing ? 2 : 1)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.8).repeatForever()) {
                    pulsing = true
                }
            }
    }
}

struct PulsingDot_Previews: PreviewProvider {
    static var previews: some View {
        PulsingDot()
            .previewDisplayName("Pulse")
    }
}
