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
        // An alignment guide's closure runs whenever a container aligns, in the state it was made in.
        if case .alignmentGuide(let key, let compute) = resolved, context.state != nil {
            resolved = .alignmentGuide(key) { d in context.inResolvedState { compute(d) } }
        }
        var bound: AnyTransition?
        if case .transition(let transition) = resolved {
            bound = transition.resolving(in: context)
            resolved = .transition(bound!)
        }
        // A modifier on several views (a `Group`, a `ForEach`, a view whose body has several root
        // views, a branch of an `if`) applies to each of them, and they stay separate children of
        // the enclosing container, as in SwiftUI: the group keeps its shape and each element
        // gets the modifier, keeping its identity.
        guard case .group = main.kind else { return Self.node(resolved, bound, main, extra) }
        func distribute(_ group: ViewNode) -> ViewNode {
            var copy = group
            copy.children = group.children.map { element in
                switch element.kind {
                case .group: return distribute(element)
                case .empty: return element
                default:
                    var content = element
                    content.identity = .index(0)
                    var node = Self.node(resolved, bound, content, extra)
                    node.identity = element.identity
                    return node
                }
            }
            return copy
        }
        return distribute(main)
    }

    /// `resolved` around `content`, with its secondary views. A transition made of view modifiers
    /// has its modifiers' bodies resolved where it was declared (`bound`), and the view rests
    /// inside the identity modifiers' bodies.
    private static func node(_ resolved: ViewModifierNode, _ bound: AnyTransition?, _ content: ViewNode, _ extra: [ViewNode]) -> ViewNode {
        ViewNode(modifier: resolved, content: bound?.resting(content) ?? content, secondary: extra)
    }
}

/// A view whose environment is changed for everything inside it.
public struct _EnvironmentModifiedView<Content: View>: View, PrimitiveView, PreviewRootTransparent {
    let content: Content
    let update: (inout EnvironmentValues) -> Void
    /// The preview settings this change asks for: the colour scheme of the whole canvas, for
    /// `preferredColorScheme` anywhere and for `environment(\.colorScheme, _)` on a preview's root.
    var preview: (settings: PreviewSettings, onlyAtRoot: Bool)?
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        if let recorder = context.previewRecorder, let preview, !preview.onlyAtRoot || context.isPreviewRoot {
            recorder.record(preview.settings)
        }
        return context.updatingEnvironment(update).resolve(content)
    }
}

extension View {
    /// Wraps the view in a built-in modifier node.
    func modified(_ modifier: ViewModifierNode, secondary: [AnyView] = []) -> _ModifiedView<Self> {
        _ModifiedView(self, modifier, secondary: secondary)
    }
    /// Wraps the view so the environment inside it is changed by `update`.
    package func environmentUpdate(_ update: @escaping (inout EnvironmentValues) -> Void) -> _EnvironmentModifiedView<Self> {
        _EnvironmentModifiedView(content: self, update: update)
    }
}
