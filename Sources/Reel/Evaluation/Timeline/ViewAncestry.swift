import Foundation

/// Which views with state lie inside which, in one resolution of the timeline's body: read from
/// the tags the views left on their nodes (`ViewNode.stateTag`), once, when first asked. The
/// state change recorder asks it whether two views whose state changed under different
/// transactions are nested (`StateChangeRecorder`).
final class ViewAncestry {
    /// The tree resolved, and the views bound while resolving it, by tag.
    private let tree: ViewNode
    private let keys: [ViewStateKey]
    /// Each tagged view's nearest tagged view around it (-1: none), by tag; made when first asked.
    private var parents: [Int32]?
    /// The tag of each view, by key.
    private var tags: [ViewStateKey: Int32] = [:]

    /// The ancestry of `tree`, resolved with `store`.
    init(tree: ViewNode, store: ViewStateStore) {
        self.tree = tree
        keys = store.keys
    }

    /// The views with state around the view whose state is `key`, nearest first; nil when the
    /// view has no node in the tree (its body is another view's node, or it was built during
    /// layout).
    func ancestors(of key: ViewStateKey) -> [ViewStateKey]? {
        let parents = self.parents ?? makeParents()
        guard let tag = tags[key] else { return nil }
        var chain: [ViewStateKey] = []
        var current = parents[Int(tag)]
        while current >= 0 {
            chain.append(keys[Int(current)])
            current = parents[Int(current)]
        }
        return chain
    }

    /// Walks the tree once for every tagged node's nearest tagged node around it.
    private func makeParents() -> [Int32] {
        var parents = [Int32](repeating: -1, count: keys.count)
        var seen = [Bool](repeating: false, count: keys.count)
        var stack: [(node: ViewNode, around: Int32)] = [(tree, -1)]
        while let (node, around) = stack.popLast() {
            var inside = around
            let tag = node.stateTag
            if tag >= 0, Int(tag) < keys.count, tag != around, !seen[Int(tag)] {
                seen[Int(tag)] = true
                parents[Int(tag)] = around
                tags[keys[Int(tag)]] = tag
                inside = tag
            }
            for child in node.children.reversed() { stack.append((child, inside)) }
        }
        self.parents = parents
        return parents
    }
}
