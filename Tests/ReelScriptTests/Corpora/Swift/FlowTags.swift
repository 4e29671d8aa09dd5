import Reel
import Foundation

/// Tags that wrap onto new rows when their container narrows: a flow `Layout` with a `Cache`
/// struct made by `makeCache(subviews:)` (each tag's ideal size, measured once) and kept fresh
/// by `updateCache`, `proposal.width` read as an optional, `FlowLayout(spacing: 6) { ... }`,
/// and the rows re-flowing under `withAnimation`.
struct FlowTags: AnimatedScene {
    var format = SceneFormat(width: 260, height: 200, fps: 10, duration: 2, background: Color(white: 0.96))
    @State private var narrow = false

    private let tags = ["swift", "layout", "animation", "cairo", "pango", "video", "tests", "linux"]

    var body: some View {
        FlowLayout(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.caption)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.blue.opacity(0.2)))
            }
        }
        .frame(width: narrow ? 130 : 240)
        .border(Color.gray, width: 1)
    }

    var timeline: some Timeline {
        At(0.5) {
            withAnimation(.easeInOut(duration: 0.6)) { narrow = true }
        }
    }
}

/// Lays its subviews out left to right, starting a new row when the next one would not fit the
/// proposed width.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = arrange(cache.sizes, in: proposal.width ?? .infinity)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0
        for index in subviews.indices {
            let size = cache.sizes[index]
            if x > bounds.minX && x + size.width > bounds.maxX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }

    /// The size of each row when `sizes` are flowed into `maxWidth`.
    private func arrange(_ sizes: [CGSize], in maxWidth: CGFloat) -> [CGSize] {
        var rows: [CGSize] = []
        var current = CGSize.zero
        for size in sizes {
            if current.width > 0 && current.width + spacing + size.width > maxWidth {
                rows.append(current)
                current = .zero
            }
            current.width += (current.width > 0 ? spacing : 0) + size.width
            current.height = max(current.height, size.height)
        }
        if current.width > 0 { rows.append(current) }
        return rows
    }
}
