import Reel

/// A passcode row of four dots that fills in, shakes on a wrong code, and clears.
///
/// Exercises: a `ViewModifier` that is `Animatable` with `animatableData` (the `GeometryEffect`
/// shake written as an animatable modifier), `extension View` wrapping it, `ForEach(0..<4)`,
/// the number of shakes as animated data, `sin` of a multiple of `.pi`, `withAnimation(.linear)`,
/// `Int` state changed by `+=` and reset.
struct ShakingPasscode: AnimatedScene {
    var format = SceneFormat(width: 220, height: 120, fps: 10, duration: 3, background: .white)
    @State private var entered = 0
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 14) {
            Text("Enter Passcode")
                .font(.headline)
            HStack(spacing: 16) {
                ForEach(0..<4) { index in
                    Circle()
                        .strokeBorder(Color.primary, lineWidth: 1.5)
                        .background(Circle().fill(index < entered ? Color.primary : Color.clear))
                        .frame(width: 14, height: 14)
                }
            }
            .shake(times: attempts)
        }
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.easeOut(duration: 0.1)) { entered += 1 } }
        At(0.5) { withAnimation(.easeOut(duration: 0.1)) { entered += 1 } }
        At(0.8) { withAnimation(.easeOut(duration: 0.1)) { entered += 1 } }
        At(1.1) { withAnimation(.easeOut(duration: 0.1)) { entered += 1 } }
        At(1.3) {
            withAnimation(.linear(duration: 0.5)) { attempts += 1 }
        }
        At(1.9) { withAnimation { entered = 0 } }
    }
}

private struct Shake: ViewModifier, Animatable {
    var amount: CGFloat = 8
    var shakesPerUnit = 3.0
    var animatableData: CGFloat

    func body(content: Content) -> some View {
        content.offset(x: amount * sin(animatableData * .pi * shakesPerUnit))
    }
}

private extension View {
    func shake(times: Int) -> some View {
        modifier(Shake(animatableData: CGFloat(times)))
    }
}
