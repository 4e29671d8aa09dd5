import Foundation

/// A type-erased layout; switching the wrapped layout keeps the children's identity.
public struct AnyLayout: Layout {
    /// The type-erased cache: a reference to the wrapped layout's own cache, updated in place.
    public struct Cache {
        let storage: AnyObject
    }
    /// Holds a layout's cache so the type-erased calls can update it without copying.
    final class Storage<C> {
        var value: C
        init(_ value: C) { self.value = value }
    }
    /// The animatable data of a wrapped layout that has some, and how to make the layout with
    /// other data.
    struct Animation {
        /// The wrapped layout's type, so data is interpolated only between layouts of one type.
        let type: ObjectIdentifier
        /// The layout's data.
        let data: _AnyAnimatableData
        /// The layout with its data set to an interpolated value (marked as interpolated).
        let layout: (_AnyAnimatableData) -> AnyLayout
    }

    /// The wrapped layout's operations, shared by every copy (so copying costs one retain).
    final class Base {
        let isBuiltInStack: Bool
        let name: String
        let properties: LayoutProperties
        let size: (ProposedViewSize, LayoutSubviews, AnyObject) -> CGSize
        let place: (CGRect, ProposedViewSize, LayoutSubviews, AnyObject) -> Void
        let make: (LayoutSubviews) -> AnyObject
        let spacing: (LayoutSubviews, AnyObject) -> ViewSpacing
        let horizontalGuide: (HorizontalAlignment, CGRect, ProposedViewSize, LayoutSubviews, AnyObject) -> CGFloat?
        let verticalGuide: (VerticalAlignment, CGRect, ProposedViewSize, LayoutSubviews, AnyObject) -> CGFloat?
        /// The layout's animatable data, nil when it has none.
        let animation: Animation?

        init<L: Layout>(_ layout: L) {
            animation = Base.animation(of: layout)
            isBuiltInStack = layout is HStackLayout || layout is VStackLayout || layout is ZStackLayout
            name = String(describing: L.self).components(separatedBy: "<").first ?? "Layout"
            properties = L.layoutProperties
            func typed(_ storage: AnyObject) -> Storage<L.Cache> { unsafeDowncast(storage, to: Storage<L.Cache>.self) }
            size = { p, s, storage in layout.sizeThatFits(proposal: p, subviews: s, cache: &typed(storage).value) }
            place = { b, p, s, storage in layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &typed(storage).value) }
            make = { Storage(layout.makeCache(subviews: $0)) }
            spacing = { s, storage in layout.spacing(subviews: s, cache: &typed(storage).value) }
            horizontalGuide = { g, b, p, s, storage in
                layout.explicitAlignment(of: g, in: b, proposal: p, subviews: s, cache: &typed(storage).value)
            }
            verticalGuide = { g, b, p, s, storage in
                layout.explicitAlignment(of: g, in: b, proposal: p, subviews: s, cache: &typed(storage).value)
            }
        }

        /// The animatable data of `layout`, when it declares some (a layout of a scene file
        /// that declares none has data that is the zero of every type).
        static func animation<L: Layout>(of layout: L) -> Animation? {
            guard L.AnimatableData.self != EmptyAnimatableData.self else { return nil }
            let data = layout.animatableData as? _AnyAnimatableData ?? _AnyAnimatableData(layout.animatableData)
            guard data.base != nil else { return nil }
            return Animation(type: ObjectIdentifier(L.self), data: data) { interpolated in
                var copy = layout
                if let value = interpolated as? L.AnimatableData {
                    copy.animatableData = value
                } else if let value = interpolated.base as? L.AnimatableData {
                    copy.animatableData = value
                }
                var result = AnyLayout(copy)
                result.isInterpolated = true
                return result
            }
        }
    }
    let base: Base
    /// Whether the layout holds animatable data interpolated by a running animation (what it
    /// places then stays where it places it; see `FrameAnimation`).
    var isInterpolated = false

    /// Whether the wrapped layout is one of Reel's stacks, whose only explicit guides are text
    /// baselines.
    var isBuiltInStack: Bool { base.isBuiltInStack }
    /// The wrapped layout's type name.
    var name: String { base.name }
    /// The wrapped layout's properties.
    var propertiesValue: LayoutProperties { base.properties }

    /// A type-erased copy of `layout`.
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { self = any; return }
        base = Base(layout)
    }

    /// The wrapped layout's orientation (read per instance by the engine).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// A cache from the wrapped layout.
    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache(storage: base.make(subviews)) }
    /// The wrapped layout's spacing.
    public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing { base.spacing(subviews, cache.storage) }
    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize {
        base.size(proposal, subviews, cache.storage)
    }
    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
        base.place(bounds, proposal, subviews, cache.storage)
    }
    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? {
        base.horizontalGuide(guide, bounds, proposal, subviews, cache.storage)
    }
    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? {
        base.verticalGuide(guide, bounds, proposal, subviews, cache.storage)
    }
}
