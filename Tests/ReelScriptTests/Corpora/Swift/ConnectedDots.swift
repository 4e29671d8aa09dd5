import Reel
import Foundation

/// Dots joined by a line drawn through their centres: each dot publishes its centre with
/// `anchorPreference(key:value:transform:)` and `.center` (an `Anchor<CGPoint>`), a
/// `PreferenceKey` of the file collects them in view order, `overlayPreferenceValue` strokes a
/// `Path` through `proxy[anchor]` for each, and `onPreferenceChange` writes how many it saw into
/// `@State`, shown in the caption. A `Layout` of the file staggers the dots (spaced with
/// `ViewSpacing.distance(to:along:)`) and gives its row an
/// explicit `.top` guide (`explicitAlignment(of:in:proposal:subviews:cache:)`), so the caption
/// beside it lines up with the first dot's top.
struct ConnectedDots: AnimatedScene {
    var format = SceneFormat(width: 260, height: 180, fps: 10, duration: 2, background: .white)
    @State private var lifted = false
    @State private var seen = 0

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Staggered(rise: lifted ? 24 : 8) {
                ForEach(0..<5, id: \.self) { index in
                    Circle()
                        .fill(Color.teal)
                        .frame(width: 16, height: 16)
                        .anchorPreference(key: DotCentres.self, value: .center) { [$0] }
                }
            }
            Text("\(seen) dots")
                .font(.caption)
        }
        .overlayPreferenceValue(DotCentres.self) { centres in
            GeometryReader { proxy in
                Path { path in
                    for (index, centre) in centres.enumerated() {
                        let point = proxy[centre]
                        if index == 0 {
                            path.move(to: point)
                        } else {
                            path.addLine(to: point)
                        }
                    }
                }
                .stroke(Color.teal.opacity(0.6), lineWidth: 2)
            }
        }
        .onPreferenceChange(DotCentres.self) { centres in
            seen = centres.count
        }
    }

    var timeline: some Timeline {
        At(0.5) {
            withAnimation(.easeInOut(duration: 0.8)) { lifted = true }
        }
    }
}

/// The dots' centres, in view order.
private struct DotCentres: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []

    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value += nextValue()
    }
}

/// A row whose every other subview sits `rise` points higher, spaced as the stacks space
/// views (`subview.spacing.distance(to:along:)`); its top guide is its first subview's top.
private struct Staggered: Layout {
    var rise: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.reduce(0) { $0 + $1.width } + gaps(subviews).reduce(0) { $0 + $1 }
        let height = (sizes.map { $0.height }.max() ?? 0) + rise
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let gaps = gaps(subviews)
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let y = index % 2 == 0 ? bounds.maxY - size.height : bounds.minY
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width + gaps[index]
        }
    }

    /// The space after each subview: the stacks' spacing between it and the next, none after
    /// the last.
    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .top, let first = subviews.first else { return nil }
        return bounds.height - first.sizeThatFits(.unspecified).height
    }
}
