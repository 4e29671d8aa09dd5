import Foundation

/// A type-erased layout; switching the wrapped layout keeps the children's identity.
public struct AnyLayout: Layout {
    /// The type-erased cache.
    public struct Cache {
        var value: Any
    }
    let name: String
    let propertiesValue: LayoutProperties
    private let size: (ProposedViewSize, LayoutSubviews, inout Any) -> CGSize
    private let place: (CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> Void
    private let make: (LayoutSubviews) -> Any
    private let horizontalGuide: (HorizontalAlignment, CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> CGFloat?
    private let verticalGuide: (VerticalAlignment, CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> CGFloat?

    /// A type-erased copy of `layout`.
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { self = any; return }
        name = String(describing: L.self).components(separatedBy: "<").first ?? "Layout"
        propertiesValue = L.layoutProperties
        func typed(_ cache: inout Any, _ body: (inout L.Cache) -> Void) {
            var c = cache as! L.Cache
            body(&c)
            cache = c
        }
        size = { p, s, cache in
            var result = CGSize.zero
            typed(&cache) { result = layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) }
            return result
        }
        place = { b, p, s, cache in typed(&cache) { layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &$0) } }
        make = { layout.makeCache(subviews: $0) }
        horizontalGuide = { g, b, p, s, cache in
            var result: CGFloat?
            typed(&cache) { result = layout.explicitAlignment(of: g, in: b, proposal: p, subviews: s, cache: &$0) }
            return result
        }
        verticalGuide = { g, b, p, s, cache in
            var result: CGFloat?
            typed(&cache) { result = layout.explicitAlignment(of: g, in: b, proposal: p, subviews: s, cache: &$0) }
            return result
        }
    }

    /// The wrapped layout's orientation (read per instance by the engine).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// A cache from the wrapped layout.
    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache(value: make(subviews)) }
    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize {
        size(proposal, subviews, &cache.value)
    }
    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
        place(bounds, proposal, subviews, &cache.value)
    }
    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? {
        horizontalGuide(guide, bounds, proposal, subviews, &cache.value)
    }
    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? {
        verticalGuide(guide, bounds, proposal, subviews, &cache.value)
    }
}
