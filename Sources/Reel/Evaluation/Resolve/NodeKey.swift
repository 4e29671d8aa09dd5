/// A view's identity path as one hashed number, built component by component, so that trees of
/// different states can be matched view for view without building strings. Nodes the engine adds
/// to draw transitions do not change it.
package struct NodeKey: Hashable {
    let value: Int

    /// The key of the root's parent.
    package static let root = NodeKey(value: 0)

    /// The key of the child named `component`.
    package func child(_ component: IdentityComponent) -> NodeKey {
        if case .transition = component { return self }
        var hasher = Hasher()
        hasher.combine(value)
        hasher.combine(component)
        return NodeKey(value: hasher.finalize())
    }
}

/// An attribute of a view: the view's key and the attribute's slot.
package struct AttributeKey: Hashable {
    let node: NodeKey
    let slot: AttributeSlot
}
