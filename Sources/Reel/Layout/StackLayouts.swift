import Foundation

/// The default space between adjacent children of a stack, in points.
public let defaultStackSpacing: CGFloat = 8

/// What horizontal and vertical stacks share: arranging, placing, and answering text baselines,
/// along `axis` with children lined up across it by `crossGuide`.
struct StackCore {
    let axis: Axis
    let spacing: CGFloat?
    let crossGuide: (ViewDimensions) -> CGFloat

    /// The stack's own spacing (a non-finite one counts as the default), nil when the children's
    /// `ViewSpacing`s space them.
    var gap: CGFloat? { spacing.map { $0.isFinite ? $0 : defaultStackSpacing } }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) -> StackArrangement {
        if let a = cache.arrangement(for: proposal) { return a }
        let a = StackArrangement(axis: axis, spacing: gap, crossAlignment: crossGuide, proposal: proposal, subviews: subviews)
        cache.store(a, for: proposal)
        return a
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) {
        let a = arrangement(proposal, subviews, &cache)
        for (i, origin) in a.origins(axis: axis, origin: bounds.origin).enumerated() {
            subviews[i].place(at: origin, proposal: a.proposals[i])
        }
    }

    /// The stack's spacing: its first child's on the leading (top) edge, its last child's on the
    /// trailing (bottom) edge, every child's across its axis.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing.stack(subviews, axis: axis) }

    /// The stack's explicit value of the guide `key`, in its own space: the children's explicit
    /// values mapped from their places, combined as SwiftUI's stacks combine them. Text baselines
    /// come from the first child that has one (the last baseline of a vertical stack from the last
    /// child); any other guide is the mean of the children's values. Nil when no child sets the
    /// guide, so the stack takes the guide's default. This is what lets a custom alignment line up
    /// views in nested stacks.
    func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) -> CGFloat? {
        let a = arrangement(proposal, subviews, &cache)
        let origins = a.origins(axis: axis, origin: .zero)
        let last = VerticalAlignment.lastTextBaseline.key
        let order = key == last && axis == .vertical ? subviews.indices.reversed() : Array(subviews.indices)
        var values: [CGFloat] = []
        for i in order {
            guard let v = subviews[i].dimensions(in: a.proposals[i]).explicit(key) else { continue }
            values.append((key.isHorizontal ? origins[i].x : origins[i].y) + v)
            if key.isTextBaseline { break }
        }
        return AlignmentKey.combineExplicit(values)
    }
}

extension AlignmentKey {
    /// A container's explicit value for a guide from its children's explicit values in its space:
    /// their mean (text baselines pass a single value); nil when there are none.
    static func combineExplicit(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        return values.reduce(0, +) / CGFloat(values.count)
    }
}

/// Lays children out left to right, aligned vertically by `alignment`.
public struct HStackLayout: Layout {
    /// How children line up vertically.
    public var alignment: VerticalAlignment
    /// Space between adjacent children (8 when nil).
    public var spacing: CGFloat?
    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// Children run horizontally.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }
    /// An empty cache.
    public func makeCache(subviews: LayoutSubviews) -> StackCache { StackCache() }
    var core: StackCore {
        let guide = alignment
        return StackCore(axis: .horizontal, spacing: spacing, crossGuide: { $0[guide] })
    }
    /// The sum of the children's widths and spacing, by the tallest aligned extent.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache) -> CGSize {
        core.arrangement(proposal, subviews, &cache).size
    }
    /// Places children left to right.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache) {
        core.place(in: bounds, proposal, subviews, &cache)
    }
    /// The first child's spacing on the leading edge, the last's on the trailing edge, every
    /// child's on the top and bottom edges.
    public func spacing(subviews: LayoutSubviews, cache: inout StackCache) -> ViewSpacing { core.spacing(subviews) }
    /// The children's explicit values of `guide`, combined (`StackCore.explicitGuide`).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout StackCache) -> CGFloat? {
        core.explicitGuide(guide.key, proposal, subviews, &cache)
    }
    /// The children's explicit values of `guide`, combined; text baselines from the first child
    /// that has them.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout StackCache) -> CGFloat? {
        core.explicitGuide(guide.key, proposal, subviews, &cache)
    }
}

/// Lays children out top to bottom, aligned horizontally by `alignment`.
public struct VStackLayout: Layout {
    /// How children line up horizontally.
    public var alignment: HorizontalAlignment
    /// Space between adjacent children (8 when nil).
    public var spacing: CGFloat?
    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// Children run vertically.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
    /// An empty cache.
    public func makeCache(subviews: LayoutSubviews) -> StackCache { StackCache() }
    var core: StackCore {
        let guide = alignment
        return StackCore(axis: .vertical, spacing: spacing, crossGuide: { $0[guide] })
    }
    /// The sum of the children's heights and spacing, by the widest aligned extent.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache) -> CGSize {
        core.arrangement(proposal, subviews, &cache).size
    }
    /// Places children top to bottom.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache) {
        core.place(in: bounds, proposal, subviews, &cache)
    }
    /// The first child's spacing on the top edge, the last's on the bottom edge, every child's
    /// on the leading and trailing edges.
    public func spacing(subviews: LayoutSubviews, cache: inout StackCache) -> ViewSpacing { core.spacing(subviews) }
    /// The children's explicit values of `guide`, combined (`StackCore.explicitGuide`).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout StackCache) -> CGFloat? {
        core.explicitGuide(guide.key, proposal, subviews, &cache)
    }
    /// The children's explicit values of `guide`, combined; the first baseline from the first
    /// child that has one, the last from the last.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout StackCache) -> CGFloat? {
        core.explicitGuide(guide.key, proposal, subviews, &cache)
    }
}

/// Overlays children, each aligned by `alignment`; the size is the union of the aligned children.
public struct ZStackLayout: Layout {
    /// How children line up.
    public var alignment: Alignment
    /// An overlay layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    struct Union {
        var size: CGSize
        var guide: CGPoint
        var dimensions: [ViewDimensions]
    }
    func union(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Union {
        var left: CGFloat = 0, right: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0
        var all: [ViewDimensions] = []
        for s in subviews {
            let d = s.dimensions(in: proposal)
            let gx = d[alignment.horizontal], gy = d[alignment.vertical]
            left = max(left, gx); right = max(right, d.width - gx)
            top = max(top, gy); bottom = max(bottom, d.height - gy)
            all.append(d)
        }
        return Union(size: CGSize(width: left + right, height: top + bottom), guide: CGPoint(x: left, y: top), dimensions: all)
    }
    /// The union of the children aligned.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        union(proposal, subviews).size
    }
    /// The children's explicit values of `guide`, from where the stack places them, combined.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout ()) -> CGFloat? {
        explicitGuide(guide.key, proposal, subviews)
    }
    /// The children's explicit values of `guide`, from where the stack places them, combined
    /// (text baselines from the first child that has them).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout ()) -> CGFloat? {
        explicitGuide(guide.key, proposal, subviews)
    }
    private func explicitGuide(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        let u = union(proposal, subviews)
        var values: [CGFloat] = []
        for d in u.dimensions {
            guard let v = d.explicit(key) else { continue }
            let origin = key.isHorizontal ? u.guide.x - d[alignment.horizontal] : u.guide.y - d[alignment.vertical]
            values.append(origin + v)
            if key.isTextBaseline { break }
        }
        return AlignmentKey.combineExplicit(values)
    }
    /// Each child proposed the stack's proposal and aligned.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        let u = union(proposal, subviews)
        for (i, s) in subviews.enumerated() {
            let d = u.dimensions[i]
            s.place(at: CGPoint(x: bounds.minX + u.guide.x - d[alignment.horizontal], y: bounds.minY + u.guide.y - d[alignment.vertical]),
                    proposal: proposal)
        }
    }
}
