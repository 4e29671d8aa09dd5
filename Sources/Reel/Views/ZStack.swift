import Foundation

/// Overlays its children, each aligned within the stack by `alignment`; later children draw on top.
public struct ZStack<Content: View>: View, PrimitiveView {
    /// How children are aligned.
    public var alignment: Alignment
    /// The children.
    public var content: Content
    /// A stack of the views built by `content`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        ViewNode(.container(.zStack(alignment)), children: [context.resolve(content, identity: .index(0))])
    }
}
