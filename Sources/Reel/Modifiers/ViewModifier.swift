import Foundation

/// A reusable change to a view, written as a view of its content, as SwiftUI's `ViewModifier`.
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The modified view, built around `content`.
    @ViewBuilder func body(content: Content) -> Body
    /// The content a modifier is applied to.
    typealias Content = _ViewModifier_Content
}

/// Stands for the view a `ViewModifier` is applied to.
public struct _ViewModifier_Content: View, PrimitiveView {
    let resolveNode: (ResolveContext) -> ViewNode
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode { resolveNode(context) }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        let content = self.content
        let placeholder = _ViewModifier_Content { $0.resolve(content) }
        return context.resolve(modifier.body(content: placeholder))
    }
}

extension View {
    /// The view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
