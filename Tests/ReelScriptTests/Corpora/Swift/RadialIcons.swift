import Reel
import Foundation

/// Icons on a circle that springs open while turning a quarter turn: a `Layout` struct whose
/// radius and rotation are its `animatableData` (an `AnimatablePair`, so the layout is asked
/// again at every interpolated value and the icons travel along arcs, as SwiftUI does), `sizeThatFits` with `replacingUnspecifiedDimensions()`, `subview.place(at:anchor:proposal:)`
/// with `.center`, the `MyLayout(radius: r) { ... }` call form, and the library's
/// `RadialLayout { ... }` called the same way.
struct RadialIcons: AnimatedScene {
    var format = SceneFormat(width: 240, height: 240, fps: 10, duration: 2, background: .white)
    @State private var isOpen = false

    private let tints: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple]

    var body: some View {
        ZStack {
            RingLayout(radius: isOpen ? 90 : 30, rotation: isOpen ? 90 : 0) {
                ForEach(0..<tints.count, id: \.self) { index in
                    Circle()
                        .fill(tints[index])
                        .frame(width: 26, height: 26)
                        .overlay(Text("\(index + 1)").font(.caption).foregroundStyle(.white))
                }
            }
            RadialLayout {
                ForEach(0..<4, id: \.self) { _ in
                    Capsule().fill(Color.gray.opacity(0.5)).frame(width: 10, height: 6)
                }
            }
            .frame(width: 44, height: 44)
        }
    }

    var timeline: some Timeline {
        At(0.3) {
            withAnimation(.spring(response: 0.8, dampingFraction: 0.6)) { isOpen = true }
        }
        At(1.4) {
            withAnimation(.easeInOut(duration: 0.5)) { isOpen = false }
        }
    }
}

/// Places its subviews clockwise on a circle of `radius` around the centre of its bounds.
private struct RingLayout: Layout {
    var radius: CGFloat
    /// The turn of the whole ring, in degrees.
    var rotation: Double = 0

    var animatableData: AnimatablePair<CGFloat, Double> {
        get { AnimatablePair(radius, rotation) }
        set {
            radius = newValue.first
            rotation = newValue.second
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let step = Angle.degrees(360 / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = step.radians * Double(index) + Angle.degrees(rotation).radians - Double.pi / 2
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
