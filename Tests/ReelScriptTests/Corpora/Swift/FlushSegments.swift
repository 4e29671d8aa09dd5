import Reel

/// A level meter whose segments a layout of the file sets edge to edge, asking for no space
/// around it, so the stack it sits in puts its end caps flush against it; below, a scale whose
/// bar asks for no space before it only, so it touches the label on its left and keeps the
/// default 8 points from the swatch on its right.
///
/// Exercises: a `Layout`'s `spacing(subviews:cache:)` returning `ViewSpacing.zero`, one building
/// its spacing with `ViewSpacing()` and `formUnion(_:edges:)`, a memberwise initialiser used as a
/// function (`levels.map(Segment.init)`), an explicit initialiser named by its labels
/// (`["min", "max"].map(Caption.init(text:))`), `place(at:anchor:proposal:)` with `.bottomLeading`.
struct FlushSegments: AnimatedScene {
    var format = SceneFormat(width: 240, height: 150, fps: 10, duration: 1.5, background: .white)
    @State private var lit = 1

    private let levels = [1, 2, 3, 4, 5]

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Capsule().fill(.green).frame(width: 10, height: 30)
                EdgeToEdge {
                    ForEach(levels.map(Segment.init), id: \.level) { segment in
                        Rectangle()
                            .fill(segment.level <= lit ? Color.orange : Color.gray.opacity(0.3))
                            .frame(width: 24, height: 10 + CGFloat(segment.level) * 6)
                    }
                }
                Capsule().fill(.red).frame(width: 10, height: 30)
            }
            HStack {
                ForEach(["min", "max"].map(Caption.init(text:)), id: \.text) { caption in
                    Text(caption.text).font(.caption)
                }
                LeadingFlush {
                    Rectangle().fill(.blue).frame(width: CGFloat(lit) * 12, height: 8)
                }
                Circle().fill(.blue.opacity(0.4)).frame(width: 12, height: 12)
            }
        }
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.easeInOut(duration: 0.8)) { lit = 4 } }
    }
}

/// One segment of the meter.
private struct Segment {
    let level: Int
}

/// A label of the scale, shown in capitals.
private struct Caption {
    let text: String

    init(text: String) {
        self.text = text.uppercased()
    }
}

/// Sets its subviews side by side with no space between, bottom-aligned, and asks its
/// neighbours for none.
private struct EdgeToEdge: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { max($0, $1.height) })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.maxY), anchor: .bottomLeading, proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        .zero
    }
}

/// Stacks its subviews on their centres; touches what comes before it, keeps the default space
/// after it.
private struct LeadingFlush: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { max($0, $1.width) }, height: sizes.reduce(0) { max($0, $1.height) })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing()
        spacing.formUnion(.zero, edges: .leading)
        return spacing
    }
}
