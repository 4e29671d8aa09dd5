import Foundation

/// A container's layout, as SwiftUI's `Layout` protocol: it sizes itself from its subviews'
/// answers to proposals, then places each subview.
///
/// Reel's own stacks are layouts too (`HStackLayout`, `VStackLayout`, `ZStackLayout`), so a
/// custom layout and a built-in one work the same way, and `AnyLayout` can switch between them
/// while the children keep their identity.
///
/// A layout is `Animatable`, as SwiftUI's: one that declares `animatableData` (a radius, a
/// spacing) has it interpolated when a change of state changes it, and is asked to lay out its
/// children at every interpolated value. Without one, its changes apply at once (the children's
/// frames still animate).
public protocol Layout: Animatable {
    /// Data kept between calls for one container, such as measured sizes.
    associatedtype Cache = Void
    /// What the layout tells its children (stack orientation for spacers and dividers).
    static var layoutProperties: LayoutProperties { get }
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize
    /// Places each subview within `bounds` by calling its `place(at:anchor:proposal:)`; a
    /// subview left unplaced is centred in the bounds.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)
    /// A fresh cache for `subviews`.
    func makeCache(subviews: LayoutSubviews) -> Cache
    /// Brings `cache` up to date when the subviews change. Reel builds a new layout tree for
    /// every frame, so each container's cache is made fresh by `makeCache(subviews:)` and this is
    /// never needed; a layout may declare it (as SwiftUI's layouts do) and it is kept.
    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews)
    /// The space the container prefers around it, which a stack around it reads to space it from
    /// its neighbours (see `ViewSpacing`). By default the union of its subviews' spacings on
    /// every edge, as SwiftUI's; `.zero` makes it sit flush against its neighbours.
    func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing
    /// The container's explicit value of a horizontal guide, or nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Cache) -> CGFloat?
    /// The container's explicit value of a vertical guide, or nil for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Cache) -> CGFloat?
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: LayoutSubviews) -> Void { () }
}

extension Layout {
    /// The subviews' collection, as SwiftUI's layouts name it in their signatures
    /// (`subviews: Subviews`).
    public typealias Subviews = LayoutSubviews
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) { cache = makeCache(subviews: subviews) }
    /// The union of the subviews' spacings on every edge.
    public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
    }
    /// No explicit guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? { nil }
    /// No explicit guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? { nil }

    /// A container view laying out the views built by `content` with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutContainer<Content> {
        LayoutContainer(layout: AnyLayout(self), content: content())
    }
}

/// A view whose children are laid out by a `Layout`.
public struct LayoutContainer<Content: View>: View, PrimitiveView {
    let layout: AnyLayout
    let content: Content
    /// A container laying out `content` with `layout`.
    public init(layout: AnyLayout, content: Content) {
        self.layout = layout
        self.content = content
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        // A layout's animatable data is an attribute of the container node itself, so switching
        // between layouts (`AnyLayout`) keeps the node and its children's identity.
        ViewNode(.container(layout), children: [context.resolve(content, identity: .index(0))])
    }
}
