import SwiftUI

struct GlowRing: View {
    var progress: Double
    var color: Color

    var body: some View {
        Circle()
            .trim(from: 0, to: progress)
            .stroke(color, style: StrokeStyle(lineWidth: 10, lineCap: .round))
            .frame(width: 120, height: 120)
    }
}

struct GlowLoader: View {
    @State private var spinning = false

    var body: some View {
        ZStack {
            Color.black
                .ignoresSafeArea()

            ZStack {
                Circle()
                    .stroke(Color.white.opacity(0.1), lineWidth: 10)
                    .frame(width: 120, height: 120)

                GlowRing(progress: 0.3, color: .cyan)
                    .blur(radius: 12)

                GlowRing(progress: 0.3, color: .cyan)
            }
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .animation(.linear(duration: 1.2).repeatForever(autoreverses: false), value: spinning)

            Text("Loading")
                .font(.headline)
                .foregroundStyle(.white)
                .offset(y: 110)
        }
        .onAppear {
            spinning = true
        }
    }
}

#Preview {
    GlowLoader()
}
