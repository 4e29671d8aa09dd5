import Foundation

/// A view with one of the built-in modifiers applied: the primitive behind `frame`, `padding`,
/// `opacity` and the rest.
public struct _ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let modifier: ViewModifierNode
    let secondary: [AnyView]

    init(_ content: Content, _ modifier: ViewModifierNode, secondary: [AnyView] = []) {
        self.content = content
        self.modifier = modifier
        self.secondary = secondary
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let main = context.resolve(content, identity: .index(0))
        let extra = secondary.enumerated().map { context.resolve($0.element, identity: .index($0.offset + 1)) }
        return ViewNode(modifier: modifier.validated(context.diagnostics), content: main, secondary: extra)
    }
}

/// A view whose environment is changed for everything inside it.
public struct _EnvironmentModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let update: (inout EnvironmentValues) -> Void
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        context.updatingEnvironment(update).resolve(content)
    }
}

extension View {
    /// Wraps the view in a built-in modifier node.
    func modified(_ modifier: ViewModifierNode, secondary: [AnyView] = []) -> _ModifiedView<Self> {
        _ModifiedView(self, modifier, secondary: secondary)
    }
    /// Wraps the view so the environment inside it is changed by `update`.
    func environmentUpdate(_ update: @escaping (inout EnvironmentValues) -> Void) -> _EnvironmentModifiedView<Self> {
        _EnvironmentModifiedView(content: self, update: update)
    }
}
