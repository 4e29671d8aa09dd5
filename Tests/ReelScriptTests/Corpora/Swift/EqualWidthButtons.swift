import Reel
import Foundation

/// A row of buttons made equally wide, the way Apple's custom-layout sample does it: every
/// subview is measured with `sizeThatFits(.unspecified)`, the widest sets the width proposed to
/// all; a `LayoutValueKey` declared in the file marks the button to raise
/// (`.layoutValue(key:value:)`, read as `subviews[i][Raised.self]`), `subview.dimensions(in:)`
/// gives the heights, `subview.priority` orders nothing but is read, and
/// `EqualWidthHStack(spacing:) { ... }` is the call form.
struct EqualWidthButtons: AnimatedScene {
    var format = SceneFormat(width: 300, height: 160, fps: 10, duration: 1.5, background: .white)
    @State private var selected = 0

    private let titles = ["Day", "Week", "Quarter"]

    var body: some View {
        EqualWidthHStack(spacing: 10) {
            ForEach(0..<titles.count, id: \.self) { index in
                Text(titles[index])
                    .font(.callout)
                    .foregroundStyle(selected == index ? .white : .primary)
                    .padding(.vertical, 6)
                    .frame(maxWidth: .infinity)
                    .background(RoundedRectangle(cornerRadius: 8).fill(selected == index ? Color.accentColor : Color(white: 0.9)))
                    .layoutValue(key: Raised.self, value: selected == index ? 8 : 0)
            }
        }
    }

    var timeline: some Timeline {
        At(0.4) {
            withAnimation(.easeOut(duration: 0.4)) { selected = 2 }
        }
    }
}

/// How far a subview of `EqualWidthHStack` rises above the others.
private struct Raised: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

/// An HStack whose subviews all take the width of the widest one.
private struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let unit = maxSize(subviews)
        let raised = subviews.map { $0[Raised.self] }.max() ?? 0
        return CGSize(width: unit.width * CGFloat(subviews.count) + spacing * CGFloat(subviews.count - 1),
                      height: unit.height + raised)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let unit = maxSize(subviews)
        let proposal = ProposedViewSize(width: unit.width, height: unit.height)
        var x = bounds.minX + unit.width / 2
        for index in subviews.indices {
            let subview = subviews[index]
            let height = subview.dimensions(in: proposal).height
            let lift = subview[Raised.self] + CGFloat(subview.priority)
            subview.place(at: CGPoint(x: x, y: bounds.maxY - height / 2 - lift), anchor: .center, proposal: proposal)
            x += unit.width + spacing
        }
    }

    /// The largest width and height of the subviews at their ideal sizes.
    private func maxSize(_ subviews: Subviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return sizes.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
}
