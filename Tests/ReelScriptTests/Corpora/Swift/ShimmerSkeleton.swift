import Reel

/// A loading skeleton: grey placeholder bars with a highlight sweeping across them.
///
/// Exercises: a `ViewModifier` with `@State`-free animatable `phase` (`Animatable`,
/// `animatableData`), `LinearGradient` with `Gradient.Stop`s, `mask`, `repeatForever`,
/// `extension View { func shimmering() }`, `ForEach` over a range with a computed width,
/// `@ViewBuilder` property.
struct ShimmerSkeleton: AnimatedScene {
    var format = SceneFormat(width: 260, height: 160, fps: 10, duration: 2, background: .white)
    @State private var phase: CGFloat = 0

    var body: some View {
        placeholder
            .shimmering(phase: phase)
            .padding()
    }

    @ViewBuilder
    private var placeholder: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 8) {
                ForEach(0..<4) { line in
                    RoundedRectangle(cornerRadius: 4)
                        .frame(width: line == 3 ? 90 : 170, height: 12)
                }
            }
        }
        .foregroundStyle(Color(white: 0.88))
    }

    var timeline: some Timeline {
        At(0) {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                phase = 1
            }
        }
    }
}

private struct Shimmer: ViewModifier, Animatable {
    var phase: CGFloat

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func body(content: Content) -> some View {
        content
            .overlay(
                LinearGradient(
                    stops: [
                        .init(color: .white.opacity(0), location: phase - 0.2),
                        .init(color: .white.opacity(0.8), location: phase),
                        .init(color: .white.opacity(0), location: phase + 0.2),
                    ],
                    startPoint: .leading,
                    endPoint: .trailing
                )
                .mask(content)
            )
    }
}

private extension View {
    func shimmering(phase: CGFloat) -> some View {
        modifier(Shimmer(phase: phase))
    }
}
