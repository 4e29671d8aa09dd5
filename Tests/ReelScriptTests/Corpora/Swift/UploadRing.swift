import Reel

/// An upload's progress ring: a track and a tick ring drawn inside their frame with
/// `strokeBorder`, the progress arc trimmed and animated, and labels written with `formatted`.
///
/// Exercises: a struct conforming to `InsettableShape` (`inset(by:)` returning a changed copy,
/// `animatableData` holding its inset, animated by `withAnimation`), `strokeBorder(_:lineWidth:)`,
/// `strokeBorder(style:)` with the foreground style, `inset(by:)` then `trim(from:to:)` and
/// `stroke(_:style:)` with the trim animated, `Circle().inset(by:)` of the library,
/// `formatted(.percent)`, `formatted(.number.precision(.fractionLength(1)))`, `formatted()` of an
/// `Int` with grouping and `formatted(.number.grouping(.never))` without, an optional chain
/// (`files.first?.size.formatted()`) with `??`.
struct UploadRing: AnimatedScene {
    var format = SceneFormat(width: 220, height: 220, fps: 10, duration: 2, background: Color(white: 0.08))
    @State private var progress = 0.0
    @State private var focused = false
    private let files: [UploadFile] = [UploadFile(name: "clip.mov", size: 48_250), UploadFile(name: "cover.png", size: 912)]

    var body: some View {
        ZStack {
            RingShape()
                .strokeBorder(Color.white.opacity(0.12), lineWidth: 18)
            RingShape()
                .inset(by: 9)
                .trim(from: 0, to: progress)
                .stroke(Color.cyan, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                .rotationEffect(.degrees(-90))
            RingShape(insetAmount: focused ? 30 : 24)
                .strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [3, 4]))
                .foregroundStyle(Color.white.opacity(0.4))
            Circle()
                .inset(by: 44)
                .fill(Color.cyan.opacity(0.12))
            VStack(spacing: 2) {
                Text(progress.formatted(.percent))
                    .font(.system(size: 26, weight: .bold, design: .rounded))
                    .foregroundStyle(.white)
                Text("\(files.first?.size.formatted() ?? "–") KB")
                    .font(.system(size: 11))
                    .foregroundStyle(.white.opacity(0.6))
                Text((progress * 12.25).formatted(.number.precision(.fractionLength(1))) + " s")
                    .font(.system(size: 11))
                    .foregroundStyle(.white.opacity(0.6))
                Text("\(files.count) files, \(files.map(\.size).reduce(0, +).formatted(.number.grouping(.never))) KB")
                    .font(.system(size: 9))
                    .foregroundStyle(.white.opacity(0.45))
            }
        }
        .frame(width: 180, height: 180)
    }

    var timeline: some Timeline {
        At(0.2) {
            withAnimation(.easeInOut(duration: 1)) { progress = 0.625 }
        }
        At(1.2) {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { focused = true }
        }
    }
}

/// A ring inset by `insetAmount` inside the rectangle it is drawn in.
private struct RingShape: InsettableShape {
    var insetAmount: CGFloat = 0

    var animatableData: CGFloat {
        get { insetAmount }
        set { insetAmount = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var ring = self
        ring.insetAmount += amount
        return ring
    }
}

private struct UploadFile {
    var name: String
    var size: Int
}
