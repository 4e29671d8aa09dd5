/// A view that takes no space and draws nothing.
public struct EmptyView: View, PrimitiveView {
    /// An empty view.
    public init() {}
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode { ViewNode(.empty) }
}

/// Several views treated as siblings of the enclosing container, so modifiers and conditions can
/// apply to them together without adding a layout of their own.
public struct Group<Content: View>: View, PrimitiveView {
    /// The grouped views.
    public var content: Content
    /// A group of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        ViewNode(.group, children: [context.resolve(content, identity: .index(0))])
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView, PreviewRootTransparent {
    private let resolveNode: (ResolveContext) -> ViewNode
    /// A type-erased copy of `view`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any; return }
        resolveNode = { $0.resolve(view) }
    }
    /// A type-erased copy of `view`.
    public init(erasing view: some View) { self.init(view) }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode { resolveNode(context) }
}
