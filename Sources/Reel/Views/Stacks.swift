import Foundation

/// Lays children out left to right with `spacing` (8 by default) between them, aligned
/// vertically by `alignment`.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content
    /// A horizontal stack of the views built by `content`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The stack as a layout container.
    public var body: LayoutContainer<Content> { LayoutContainer(layout: AnyLayout(layout), content: content) }
}

/// Lays children out top to bottom with `spacing` (8 by default) between them, aligned
/// horizontally by `alignment`.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content
    /// A vertical stack of the views built by `content`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The stack as a layout container.
    public var body: LayoutContainer<Content> { LayoutContainer(layout: AnyLayout(layout), content: content) }
}

/// Flexible space: along the enclosing stack's axis it takes what it is offered (at least
/// `minLength`, 8 by default); across it, nothing.
public struct Spacer: View, PrimitiveView {
    /// The least length the spacer takes.
    public var minLength: CGFloat?
    /// A spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }
}

/// A 1-point line: vertical in a horizontal stack, horizontal elsewhere, in the separator colour.
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode { ViewNode(.divider) }
    /// The colour dividers are drawn in: #3C3C43 at 29% opacity.
    public static let color = Color(hex: 0x3C3C43, opacity: 0.29)
}
