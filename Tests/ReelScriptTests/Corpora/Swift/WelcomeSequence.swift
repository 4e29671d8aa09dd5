import Reel

/// A welcome card whose parts come in one after another, sequenced the way SwiftUI code often
/// does it: a child view's `onAppear` delays each step with `DispatchQueue.main.asyncAfter`, and
/// a badge reacts to the scene's count with `onChange(of:)`, popping and settling half a second
/// later.
///
/// Exercises: `DispatchQueue.main.asyncAfter(deadline: .now() + seconds)` in `onAppear`, in
/// `onChange(of:)` and in an `At` event, nested; `.now() + .milliseconds(n)`; `DispatchQueue.main.async`.
struct WelcomeSequence: AnimatedScene {
    var format = SceneFormat(width: 240, height: 180, fps: 10, duration: 3, background: Color(white: 0.95))
    @State private var shown = false
    @State private var count = 0

    var body: some View {
        ZStack {
            if shown {
                WelcomeCard(count: count)
                    .transition(.opacity)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    var timeline: some Timeline {
        At(0.2) {
            shown = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                withAnimation(.easeOut(duration: 0.3)) { count = 3 }
            }
        }
    }
}

private struct WelcomeCard: View {
    let count: Int
    @State private var showsTitle = false
    @State private var showsSubtitle = false
    @State private var lineWidth = 0.0
    @State private var badgeScale = 1.0

    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 8) {
                Text("Welcome")
                    .font(.title2.bold())
                    .opacity(showsTitle ? 1 : 0)
                    .offset(y: showsTitle ? 0 : 12)
                Text("\(count)")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .frame(width: 22, height: 22)
                    .background(Circle().fill(.red))
                    .scaleEffect(badgeScale)
                    .opacity(count > 0 ? 1 : 0)
            }
            Capsule()
                .fill(.blue)
                .frame(width: lineWidth, height: 4)
            Text("Glad to see you")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .opacity(showsSubtitle ? 1 : 0)
        }
        .frame(width: 200, height: 130)
        .background(RoundedRectangle(cornerRadius: 14).fill(.white))
        .onAppear {
            withAnimation(.easeOut(duration: 0.4)) { showsTitle = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
                withAnimation(.easeInOut(duration: 0.5)) { lineWidth = 120 }
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) {
                    withAnimation(.easeIn(duration: 0.3)) { showsSubtitle = true }
                }
            }
        }
        .onChange(of: count) {
            DispatchQueue.main.async {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) { badgeScale = 1.4 }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.easeInOut(duration: 0.3)) { badgeScale = 1 }
            }
        }
    }
}
