import Reel

/// A ticket card that leans forward as it slides in, then straightens: the lean is a skew
/// drawn by a `GeometryEffect`, animated by `withAnimation`.
///
/// Exercises: a struct conforming to `GeometryEffect` with `effectValue(size:)` reading the
/// laid-out size, a computed `animatableData` over a stored `CGFloat`,
/// `ProjectionTransform(CGAffineTransform(a:b:c:d:tx:ty:))`, an `extension View` method applying
/// it with `modifier(_:)`, `offset(x:)` beside it, `withAnimation(.easeOut)` and a spring.
struct SkewedCard: AnimatedScene {
    var format = SceneFormat(width: 260, height: 160, fps: 10, duration: 2.5, background: Color(white: 0.94))
    @State private var arrived = false
    @State private var lean: CGFloat = 0.45

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("BOARDING")
                .font(.caption.weight(.heavy))
                .foregroundStyle(.white.opacity(0.8))
            Text("Gate 12")
                .font(.title2.bold())
                .foregroundStyle(.white)
        }
        .padding(16)
        .frame(width: 150, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.indigo))
        .skewed(arrived ? 0 : lean)
        .offset(x: arrived ? 0 : -180)
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.easeOut(duration: 0.6)) { arrived = true } }
        At(1.2) { withAnimation(.spring(response: 0.4, dampingFraction: 0.5)) { lean = -0.3; arrived = false } }
        At(1.3) { withAnimation(.easeInOut(duration: 0.5)) { arrived = true } }
    }
}

/// Slants the content horizontally about its vertical centre: x moves by `skew` times the
/// distance from the middle row.
private struct SkewEffect: GeometryEffect {
    var skew: CGFloat

    var animatableData: CGFloat {
        get { skew }
        set { skew = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: skew, d: 1, tx: -skew * size.height / 2, ty: 0))
    }
}

private extension View {
    func skewed(_ amount: CGFloat) -> some View {
        modifier(SkewEffect(skew: amount))
    }
}
