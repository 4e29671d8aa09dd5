import Foundation

extension View {
    /// Marks the view with `tag`, as SwiftUI's `tag(_:)`: the value a `Picker` option stands for.
    public func tag<V: Hashable>(_ tag: V) -> _ModifiedView<Self> {
        modified(.layoutValue(TagKey.id, AnyHashable(tag)))
    }
}

/// The key a view's `tag(_:)` is kept under (as a layout value, which passes through layout and
/// drawing unchanged).
enum TagKey {
    static let id = ObjectIdentifier(TagKey.self)

    /// The tag of `node`: the value of its outermost `tag(_:)`, or the explicit identity a
    /// `ForEach` gave it.
    static func tag(of node: ViewNode, explicitIdentity: AnyHashable?) -> AnyHashable? {
        var current = node
        while case .modifier(let modifier) = current.kind, let content = current.children.first {
            if case .layoutValue(let key, let value) = modifier, key == id, let tag = value as? AnyHashable { return tag }
            current = content
        }
        return explicitIdentity
    }

    /// The options of a picker's resolved content: every view of it, groups and `ForEach` flattened,
    /// with its tag.
    static func options(of node: ViewNode) -> [(node: ViewNode, tag: AnyHashable?)] {
        var result: [(node: ViewNode, tag: AnyHashable?)] = []
        func walk(_ node: ViewNode, _ explicit: AnyHashable?) {
            var inherited = explicit
            if case .explicit(let id) = node.identity { inherited = id }
            if node.isGroup {
                for child in node.children { walk(child, inherited) }
            } else if case .empty = node.kind {
                return
            } else {
                result.append((node, tag(of: node, explicitIdentity: inherited)))
            }
        }
        walk(node, nil)
        return result
    }
}
