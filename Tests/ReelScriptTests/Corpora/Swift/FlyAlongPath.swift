import Reel

/// A paper plane flies along an arc from the left of the frame to the right, turning to follow
/// the arc and shrinking as it goes, then flies back.
///
/// Exercises: a `GeometryEffect` with an `AnimatablePair<CGFloat, CGFloat>` `animatableData`
/// (progress along the arc and scale), the point and heading computed with `cos` and `sin`, a
/// transform built with `CGAffineTransform(translationX:y:)`, `.init(scaleX:y:)`, `.rotated(by:)`,
/// `.translatedBy(x:y:)` and `.concatenating`, the
/// effect's `ignoredByLayout()`, and `withAnimation(.easeInOut(duration:))`.
struct FlyAlongPath: AnimatedScene {
    var format = SceneFormat(width: 240, height: 180, fps: 10, duration: 3, background: Color(red: 0.85, green: 0.93, blue: 1))
    @State private var progress: CGFloat = 0
    @State private var scale: CGFloat = 1

    var body: some View {
        ZStack {
            Circle()
                .trim(from: 0.5, to: 1)
                .stroke(Color.white, style: StrokeStyle(lineWidth: 2, dash: [4, 4]))
                .frame(width: 160, height: 160)
                .offset(y: 40)
            Image(systemName: "paperplane.fill")
                .font(.system(size: 22))
                .foregroundStyle(.blue)
                .modifier(ArcFlight(progress: progress, scale: scale).ignoredByLayout())
        }
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.easeInOut(duration: 1.2)) { progress = 1; scale = 0.6 } }
        At(1.6) { withAnimation(.easeInOut(duration: 1.0)) { progress = 0; scale = 1 } }
    }
}

/// Places the content on the upper half of a circle of radius 80 centred 40 below the view's
/// centre, at `progress` of the way from its left end to its right, heading along the arc.
private struct ArcFlight: GeometryEffect {
    var progress: CGFloat
    var scale: CGFloat

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(progress, scale) }
        set {
            progress = newValue.first
            scale = newValue.second
        }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let angle = CGFloat.pi * (1 + progress)
        let x = 80 * cos(angle)
        let y = 40 + 80 * sin(angle)
        let heading = angle + .pi / 2
        let centre = CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
        let turn = CGAffineTransform.init(scaleX: scale, y: scale).rotated(by: heading - .pi / 4)
        let place = CGAffineTransform(translationX: size.width / 2, y: size.height / 2).translatedBy(x: x, y: y)
        return ProjectionTransform(centre.concatenating(turn).concatenating(place))
    }
}
