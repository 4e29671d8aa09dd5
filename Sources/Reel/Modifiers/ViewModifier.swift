import Foundation

/// A reusable change to a view, written as a view of its content, as SwiftUI's `ViewModifier`.
///
/// A modifier that also conforms to `Animatable` is an animatable modifier: when a state change
/// changes its `animatableData`, the engine hands it the interpolated data at every frame and
/// draws the body built from it (a counter's digits, a wave's phase).
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
        context.bindState(of: modifier)
        let placeholder = _ViewModifier_Content { $0.resolve(content) }
        if let animatable = modifier as? any Animatable, let node = animatableNode(animatable, placeholder, context) {
            return node
        }
        return context.resolve(modifier.body(content: placeholder))
    }

    /// For a modifier that is `Animatable` with data to animate, its body inside a node that
    /// keeps the data and can rebuild the body for interpolated data; nil for other modifiers.
    private func animatableNode<A: Animatable>(_ animatable: A, _ placeholder: _ViewModifier_Content,
                                               _ context: ResolveContext) -> ViewNode? {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        let rebuild = { (data: _AnyAnimatableData) -> ViewNode in
            var copy = animatable
            if let value = data.base as? A.AnimatableData { copy.animatableData = value }
            guard let modifier = copy as? Modifier else { return ViewNode(.empty) }
            return context.resolve(modifier.body(content: placeholder))
        }
        // A modifier of a scene file that declares no data has the zero of every type: nothing
        // to animate, and no node, as a compiled modifier without data has none (so both forms
        // give their views the same identities).
        if let erased = animatable.animatableData as? _AnyAnimatableData, erased.base == nil { return nil }
        let data = _AnyAnimatableData(animatable.animatableData)
        let node = AnimatableModifierNode(type: ObjectIdentifier(A.self), data: data, name: String(describing: Modifier.self),
                                          rebuild: rebuild)
        return ViewNode(modifier: .animatableModifier(node), content: context.resolve(modifier.body(content: placeholder)))
    }
}

extension View {
    /// The view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
