import Reel

/// The classic loading spinner: a trimmed arc turned forever by a linear `repeatForever`
/// animation started in `onAppear`, the state in the scene itself; a caption fades in when the
/// view appears.
struct AppearingSpinner: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State private var isRotating = false
    @State private var showsCaption = false

    var body: some View {
        VStack(spacing: 16) {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .frame(width: 70, height: 70)
                .rotationEffect(.degrees(isRotating ? 360 : 0))
                .onAppear {
                    withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                        isRotating = true
                    }
                }
            Text("Loading")
                .font(.headline)
                .opacity(showsCaption ? 1 : 0)
                .onAppear {
                    withAnimation(.easeIn(duration: 0.8)) { showsCaption = true }
                }
        }
    }
}
