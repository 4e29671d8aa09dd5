import Reel

/// A toast that slides in from the top, another that pops from the bottom, and a custom
/// blur-and-fade transition for a status line.
///
/// Exercises: `.transition(.move(edge: .top))`, `.asymmetric(insertion:removal:)`,
/// `extension AnyTransition` with `static var` built from `.modifier(active:identity:)` of a
/// `private` `ViewModifier`, `.combined(with:)`, `if` inside a `VStack` inserting and removing
/// views, `@ViewBuilder` function with parameters.
struct ToastBanner: AnimatedScene {
    var format = SceneFormat(width: 260, height: 200, fps: 10, duration: 3, background: Color(white: 0.94))
    @State private var showSaved = false
    @State private var showUndo = false
    @State private var status = false

    var body: some View {
        VStack {
            if showSaved {
                toast("Saved", systemImage: "checkmark.circle.fill", tint: .green)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Spacer()
            if status {
                Text("Syncing…")
                    .font(.footnote)
                    .transition(.blurFade)
            }
            Spacer()
            if showUndo {
                toast("Deleted", systemImage: "trash.fill", tint: .red)
                    .transition(.asymmetric(insertion: .scale(scale: 0.5).combined(with: .opacity),
                                            removal: .move(edge: .bottom)))
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .clipped()
    }

    @ViewBuilder
    private func toast(_ title: String, systemImage: String, tint: Color) -> some View {
        HStack(spacing: 8) {
            Image(systemName: systemImage)
                .foregroundStyle(tint)
            Text(title)
                .font(.subheadline.bold())
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 8)
        .background(Capsule().fill(.white))
        .shadow(color: .black.opacity(0.15), radius: 6, y: 2)
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.spring(response: 0.4, dampingFraction: 0.75)) { showSaved = true } }
        At(0.6) { withAnimation(.easeInOut(duration: 0.5)) { status = true } }
        At(1.2) { withAnimation { showUndo = true } }
        At(1.8) {
            withAnimation(.easeIn(duration: 0.4)) {
                showSaved = false
                status = false
            }
        }
        At(2.3) { withAnimation(.easeIn(duration: 0.4)) { showUndo = false } }
    }
}

private struct BlurFade: ViewModifier {
    let active: Bool

    func body(content: Content) -> some View {
        content
            .blur(radius: active ? 6 : 0)
            .opacity(active ? 0 : 1)
    }
}

extension AnyTransition {
    fileprivate static var blurFade: AnyTransition {
        .modifier(active: BlurFade(active: true), identity: BlurFade(active: false))
    }
}
