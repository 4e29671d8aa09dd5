import Reel

/// The segmented progress bar at the top of a story viewer: finished segments full, the current
/// one filling, the rest empty.
///
/// Exercises: `GeometryReader` for each segment's width, `ForEach(0..<Constants.segments, id:
/// \.self)`, a caseless `enum Constants` with `static let`s, a `private func` returning a
/// fraction with `if`/`else if`/`else`, `.linear(duration:)` for the running segment, an event
/// moving to the next segment with `min`, `ZStack(alignment: .leading)`.
struct StoryProgress: AnimatedScene {
    var format = SceneFormat(width: 260, height: 120, fps: 10, duration: 3, background: Color(red: 0.2, green: 0.1, blue: 0.3))
    @State private var current = 0
    @State private var progress = 0.0

    private enum Constants {
        static let segments = 4
        static let height: CGFloat = 4
        static let secondsPerStory = 0.8
    }

    var body: some View {
        VStack {
            HStack(spacing: 4) {
                ForEach(0..<Constants.segments, id: \.self) { index in
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color.white.opacity(0.3))
                            Capsule()
                                .fill(Color.white)
                                .frame(width: proxy.size.width * fill(for: index))
                        }
                    }
                    .frame(height: Constants.height)
                }
            }
            Spacer()
        }
        .padding(14)
    }

    private func fill(for index: Int) -> CGFloat {
        if index < current {
            return 1
        } else if index == current {
            return progress
        } else {
            return 0
        }
    }

    var timeline: some Timeline {
        At(0.1) { withAnimation(.linear(duration: Constants.secondsPerStory)) { progress = 1 } }
        At(1.0) {
            current = min(current + 1, Constants.segments - 1)
            progress = 0
        }
        At(1.1) { withAnimation(.linear(duration: Constants.secondsPerStory)) { progress = 1 } }
        At(2.0) {
            current = min(current + 1, Constants.segments - 1)
            progress = 0
        }
        At(2.1) { withAnimation(.linear(duration: Constants.secondsPerStory)) { progress = 1 } }
    }
}
