import Reel

/// A dot that pulses on its own: the dot is a view with its own `@State`, started by its
/// `onAppear` with a repeating `withAnimation`; a ring around it keeps its own, slower pulse; the
/// caption fades in through a `ViewModifier` that owns its `@State`.
struct PulsingDot: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                PulseRing(period: 1.2)
                PulseCore()
            }
            Text("live")
                .font(.caption)
                .modifier(FadeIn(duration: 1.5))
        }
    }
}

private struct FadeIn: ViewModifier {
    let duration: Double
    @State var visible = false

    func body(content: Content) -> some View {
        content
            .opacity(visible ? 1 : 0)
            .onAppear {
                withAnimation(.easeIn(duration: duration)) { visible = true }
            }
    }
}

private struct PulseCore: View {
    @State var pulsing = false

    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 40, height: 40)
            .scaleEffect(pulsing ? 1.25 : 0.85)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.5).repeatForever(autoreverses: true)) {
                    pulsing = true
                }
            }
    }
}

private struct PulseRing: View {
    let period: Double
    @State var expanded = false

    var body: some View {
        Circle()
            .stroke(Color.red, lineWidth: 3)
            .frame(width: 60, height: 60)
            .scaleEffect(expanded ? 2 : 1)
            .opacity(expanded ? 0 : 0.8)
            .onAppear {
                withAnimation(.easeOut(duration: period).repeatForever(autoreverses: false)) {
                    expanded = true
                }
            }
    }
}
