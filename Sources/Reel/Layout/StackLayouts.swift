import Foundation

/// The default space between adjacent children of a stack, in points.
public let defaultStackSpacing: CGFloat = 8

/// What horizontal and vertical stacks share: arranging, placing, and answering text baselines,
/// along `axis` with children lined up across it by `crossGuide`.
struct StackCore {
    let axis: Axis
    let spacing: CGFloat?
    let crossGuide: (ViewDimensions) -> CGFloat

    var gap: CGFloat { spacing.map { $0.isFinite ? $0 : defaultStackSpacing } ?? defaultStackSpacing }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) -> StackArrangement {
        if let a = cache.arrangement(for: proposal) { return a }
        let a = StackArrangement(axis: axis, spacing: gap, crossAlignment: crossGuide, proposal: proposal, subviews: subviews)
        cache.store(a, for: proposal)
        return a
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) {
        let a = arrangement(proposal, subviews, &cache)
        for (i, origin) in a.origins(axis: axis, spacing: gap, origin: bounds.origin).enumerated() {
            subviews[i].place(at: origin, proposal: a.proposals[i])
        }
    }

    /// The first baseline of the first child that has one, or the last baseline of the last.
    func baseline(_ guide: VerticalAlignment, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) -> CGFloat? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        let a = arrangement(proposal, subviews, &cache)
        let origins = a.origins(axis: axis, spacing: gap, origin: .zero)
        let order = guide == .lastTextBaseline && axis == .vertical ? subviews.indices.reversed() : Array(subviews.indices)
        for i in order {
            if let v = subviews[i].dimensions(in: a.proposals[i])[explicit: guide] { return origins[i].y + v }
        }
        return nil
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
    /// Text baselines come from the first child that has them.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout StackCache) -> CGFloat? {
        core.baseline(guide, proposal, subviews, &cache)
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
    /// The first baseline comes from the first child that has one, the last from the last.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout StackCache) -> CGFloat? {
        core.baseline(guide, proposal, subviews, &cache)
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
