import Reel

/// A password field that shakes and turns red when a wrong password is submitted, twice, then
/// turns green.
///
/// Exercises: a `GeometryEffect` whose stored `var animatableData: CGFloat` counts attempts, a
/// translation of `sin(animatableData * .pi * 2 * shakes) * amount` built with
/// `CGAffineTransform(translationX:y:)`, the effect applied with `.modifier(...)` directly, `Int`
/// state turned into the data, `withAnimation(.linear(duration:))`, and a colour chosen by state.
struct ShakeOnError: AnimatedScene {
    var format = SceneFormat(width: 240, height: 140, fps: 10, duration: 3, background: .white)
    @State private var attempts = 0
    @State private var accepted = false

    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 8) {
                ForEach(0..<6) { _ in
                    Circle().fill(Color.primary).frame(width: 8, height: 8)
                }
            }
            .frame(width: 160, height: 36)
            .background(RoundedRectangle(cornerRadius: 8).stroke(fieldColor, lineWidth: 2))
            .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
            Text(accepted ? "Welcome" : attempts == 0 ? "Password" : "Try again")
                .font(.footnote)
                .foregroundStyle(fieldColor)
        }
    }

    private var fieldColor: Color {
        if accepted { return .green }
        return attempts == 0 ? .gray : .red
    }

    var timeline: some Timeline {
        At(0.3) { withAnimation(.linear(duration: 0.6)) { attempts += 1 } }
        At(1.2) { withAnimation(.linear(duration: 0.6)) { attempts += 1 } }
        At(2.2) { withAnimation(.easeIn(duration: 0.3)) { accepted = true } }
    }
}

private struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakes: CGFloat = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: sin(animatableData * .pi * 2 * shakes) * amount, y: 0))
    }
}
