import Reel
import Foundation

/// Cards that move between a row, a column and a diagonal: `AnyLayout` chosen by state from
/// `HStackLayout`, `VStackLayout` and a `Layout` struct of the file, called as `layout { ... }`;
/// the children keep their identity, so each change animates their frames (as SwiftUI animates
/// a change of layout).
struct LayoutSwitcher: AnimatedScene {
    var format = SceneFormat(width: 240, height: 240, fps: 10, duration: 2.5, background: .white)
    @State private var arrangement = 0

    private var layout: AnyLayout {
        switch arrangement {
        case 1: return AnyLayout(VStackLayout(spacing: 6))
        case 2: return AnyLayout(DiagonalLayout(step: 30))
        default: return AnyLayout(HStackLayout(spacing: 6))
        }
    }

    var body: some View {
        layout {
            ForEach(0..<4, id: \.self) { index in
                RoundedRectangle(cornerRadius: 6)
                    .fill(Color(hue: Double(index) / 4, saturation: 0.7, brightness: 0.9))
                    .frame(width: 40, height: 40)
            }
        }
    }

    var timeline: some Timeline {
        At(0.4) {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { arrangement = 1 }
        }
        At(1.3) {
            withAnimation(.easeInOut(duration: 0.6)) { arrangement = 2 }
        }
    }
}

/// Places each subview `step` points right of and below the one before.
private struct DiagonalLayout: Layout {
    var step: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let last = subviews.last else { return .zero }
        let size = last.sizeThatFits(.unspecified)
        let offset = step * CGFloat(subviews.count - 1)
        return CGSize(width: offset + size.width, height: offset + size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let offset = step * CGFloat(index)
            subview.place(at: CGPoint(x: bounds.minX + offset, y: bounds.minY + offset), proposal: .unspecified)
        }
    }
}
