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
        var resolved = modifier.validated(context.diagnostics)
        var content = main
        // A transition made of view modifiers resolves their bodies where it was declared, and
        // the view rests inside the identity modifiers' bodies.
        if case .transition(let transition) = resolved {
            let bound = transition.resolving(in: context)
            resolved = .transition(bound)
            content = bound.resting(main)
        }
        return ViewNode(modifier: resolved, content: content, secondary: extra)
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
