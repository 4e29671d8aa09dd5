import Reel

/// A download button that turns into a progress ring and then a check mark.
///
/// Exercises: a state `enum` nested in the scene (`DownloadButton.Status`) switched over in a
/// `@ViewBuilder` property, `case .downloading:` with a ring whose `trim` follows a `Double`,
/// transitions between the cases (`.scale.combined(with: .opacity)`), an `enum` computed
/// property returning a `Color`, the button's width animated from the state.
struct DownloadButton: AnimatedScene {
    var format = SceneFormat(width: 220, height: 140, fps: 10, duration: 3, background: Color(white: 0.96))
    @State private var status: Status = .idle
    @State private var progress = 0.0

    enum Status {
        case idle, downloading, finished

        var tint: Color {
            switch self {
            case .idle: return .blue
            case .downloading: return Color(white: 0.85)
            case .finished: return .green
            }
        }
    }

    var body: some View {
        ZStack {
            Capsule()
                .fill(status.tint)
                .frame(width: status == .idle ? 140 : 48, height: 48)
            label
        }
    }

    @ViewBuilder
    private var label: some View {
        switch status {
        case .idle:
            Text("Download")
                .font(.headline)
                .foregroundStyle(.white)
                .transition(.opacity)
        case .downloading:
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .frame(width: 30, height: 30)
                .transition(.scale.combined(with: .opacity))
        case .finished:
            Image(systemName: "checkmark")
                .font(.title2.bold())
                .foregroundStyle(.white)
                .transition(.scale.combined(with: .opacity))
        }
    }

    var timeline: some Timeline {
        At(0.3) { withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { status = .downloading } }
        At(0.7) { withAnimation(.linear(duration: 1.2)) { progress = 1 } }
        At(2.0) { withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { status = .finished } }
    }
}
