import Foundation

/// A view whose node is already resolved: how the app's containers (navigation stacks, lists,
/// tab views) place content they resolved first, to read what it asks of them, inside the
/// views they draw around it.
struct ResolvedNodeView: View, PrimitiveView {
    /// The node.
    let node: ViewNode
    /// Never evaluated.
    var body: Never { primitiveViewHasNoBody(Self.self) }
    func makeNode(in context: ResolveContext) -> ViewNode { node }
}

/// A preference the app's containers read from resolved content (a navigation title, a tab
/// item, a toolbar): the first value in view order wins, as SwiftUI's innermost-first rule
/// gives for one value per screen.
protocol AppShellPreferenceKey: PreferenceKey {}

extension AppShellPreferenceKey {
    /// The first value set.
    static func reduce(value: inout Value, nextValue: () -> Value) {}
}

extension ViewNode {
    /// The node's views as a container sees them: groups expanded, empty views dropped.
    var flattened: [ViewNode] {
        switch kind {
        case .group: return children.flatMap { $0.flattened }
        case .empty: return []
        default: return [self]
        }
    }

    /// The values of `key` set in this subtree, in view order.
    func appShellValues<K: AppShellPreferenceKey>(_ key: K.Type) -> [K.Value] {
        var values: [K.Value] = []
        collect(ObjectIdentifier(key)) { values.append($0 as! K.Value) }
        return values
    }

    /// The first value of `key` set in this subtree.
    func appShellValue<K: AppShellPreferenceKey>(_ key: K.Type) -> K.Value? {
        appShellValues(key).first
    }

    private func collect(_ key: ObjectIdentifier, _ found: (Any) -> Void) {
        if case .modifier(.preference(let writer)) = kind, writer.key == key { found(writer.value(.zero)) }
        for child in children { child.collect(key, found) }
    }
}

extension View {
    /// Passes `value` up for an app-shell key.
    func appShellPreference<K: AppShellPreferenceKey>(_ key: K.Type, _ value: K.Value) -> _ModifiedView<Self> {
        preference(key: key, value: value)
    }
}
