import Foundation

/// The transition of `AnyTransition.modifier(active:identity:)`: a view shown inside one of two
/// `ViewModifier`s. As in SwiftUI, a view with this transition is drawn inside the identity
/// modifier whenever it is there (the identity modifier's body is part of the state's tree), and
/// part of the way through the transition it is drawn inside the active modifier's body with every
/// animatable attribute of that body (offset, opacity, scale, rotation, colours, an animatable
/// modifier's data) moved that part of the way toward the identity modifier's value.
///
/// Both bodies are resolved around a stand-in for the view, so only the modifiers' own nodes are
/// compared and interpolated; the view is then put in the stand-in's place, inside a marker node
/// (`AnyTransition.contentMarker`) by which the view is found again when the transition runs.
struct ModifierTransition: @unchecked Sendable {
    /// The active modifier's body around a node, resolved in a context.
    let active: (ViewNode, ResolveContext) -> ViewNode
    /// The identity modifier's body around a node, resolved in a context.
    let identity: (ViewNode, ResolveContext) -> ViewNode
    /// Where the transition was declared: the environment the bodies resolve in.
    var context: ResolveContext?

    /// A transition between two modifiers.
    init<A: ViewModifier, I: ViewModifier>(active: A, identity: I) {
        self.active = { ModifierTransition.body(of: active, around: $0, in: $1) }
        self.identity = { ModifierTransition.body(of: identity, around: $0, in: $1) }
    }

    /// `content` drawn `progress` of the way from the active modifier (0) to the identity one
    /// (1), inside the content marker. The result takes the content's identity.
    func apply(to content: ViewNode, progress p: Double) -> ViewNode {
        let context = self.context ?? ResolveContext(diagnostics: DiagnosticLog())
        let standIn = ViewNode(modifier: .transition(.contentMarker), content: ViewNode(.empty))
        let target = identity(standIn, context)
        var tree = target
        if p != 1 {
            tree = active(standIn, context)
            let from = AttributeAnimation.collect(tree), to = AttributeAnimation.collect(target)
            var values: [AttributeKey: AttributeAnimation.Value] = [:]
            for (key, attribute) in from.attributes {
                guard let goal = to.attributes[key]?.value, goal != attribute.value,
                      let value = attribute.value.interpolated(toward: goal, amount: p) else { continue }
                values[key] = value
            }
            if !values.isEmpty { tree = AttributeAnimation.apply(tree, values) }
        }
        var result = ModifierTransition.placing(content, in: tree) ?? tree
        result.identity = content.identity
        return result
    }

    /// The body of `modifier` around `node`, resolved as the engine resolves a modified view (so an
    /// animatable modifier keeps its data).
    private static func body<M: ViewModifier>(of modifier: M, around node: ViewNode, in context: ResolveContext) -> ViewNode {
        let content = _ViewModifier_Content { _ in node }
        return context.resolve(ModifiedContent(content: content, modifier: modifier))
    }

    /// `tree` with `content` inside every content marker (a body may show its content more than
    /// once, as a shadow copy beneath it, say); nil when there is none (a body that does not show
    /// its content).
    private static func placing(_ content: ViewNode, in tree: ViewNode) -> ViewNode? {
        if AnyTransition.isContentMarker(tree) {
            var marker = tree
            marker.children[0] = content
            return marker
        }
        var copy: ViewNode?
        for (i, child) in tree.children.enumerated() {
            guard let placed = placing(content, in: child) else { continue }
            if copy == nil { copy = tree }
            copy!.children[i] = placed
        }
        return copy
    }

    /// The content inside the first content marker of `tree`.
    static func content(in tree: ViewNode) -> ViewNode? {
        if AnyTransition.isContentMarker(tree) { return tree.children[0] }
        for child in tree.children {
            if let found = content(in: child) { return found }
        }
        return nil
    }
}

extension AttributeAnimation.Value {
    /// The value `amount` of the way toward `other` (nil when the two cannot be interpolated).
    func interpolated(toward other: AttributeAnimation.Value, amount: Double) -> AttributeAnimation.Value? {
        func mix<V: Animatable>(_ a: V, _ b: V) -> V {
            var result = a
            result.animatableData = a.animatableData.interpolated(towards: b.animatableData, amount: amount)
            return result
        }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(mix(a, b))
        case (.size(let a), .size(let b)): return .size(mix(a, b))
        case (.angle(let a), .angle(let b)): return .angle(mix(a, b))
        case (.color(let a), .color(let b)): return .color(mix(a, b))
        case (.data(let a), .data(let b)) where a.canMorph(to: b): return .data(mix(a, b))
        default: return nil
        }
    }
}
