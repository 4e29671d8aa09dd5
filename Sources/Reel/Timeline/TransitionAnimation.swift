import Foundation

/// Insertions and removals between successive states, drawn with their transitions: a view a
/// state change inserts enters under that change's animation; a view it removes keeps drawing at
/// its old place until its removal transition ends. Changes without animation have none.
package enum TransitionAnimation {
    /// Where a node sits in a tree.
    package struct Entry {
        var node: ViewNode
        var parent: NodeKey?
        var index: Int
    }

    /// Every node of `tree` by identity key (the same keys as attribute animation uses).
    package static func entries(_ tree: ViewNode) -> [NodeKey: Entry] {
        var result: [NodeKey: Entry] = [:]
        func walk(_ node: ViewNode, _ path: NodeKey, parent: NodeKey?, index: Int) {
            let key = path.child(node.identity)
            result[key] = Entry(node: node, parent: parent, index: index)
            for (i, child) in node.children.enumerated() { walk(child, key, parent: key, index: i) }
        }
        walk(tree, .root, parent: nil, index: 0)
        return result
    }

    /// `current` (the animated tree of the last of `trees`) with the transitions running at `time`.
    package static func apply(trees: [ViewNode], epochs: [SceneStates.Epoch], current: ViewNode, at time: Double) -> ViewNode {
        apply(maps: trees.map(entries), epochs: epochs, current: current, at: time)
    }

    /// `apply(trees:epochs:current:at:)` with each tree's entries already listed.
    package static func apply(maps: [[NodeKey: Entry]], epochs: [SceneStates.Epoch], current: ViewNode, at time: Double) -> ViewNode {
        guard maps.count > 1 else { return current }
        var insertions: [NodeKey: [ViewModifierNode]] = [:]
        var removals: [(parent: NodeKey, index: Int, node: ViewNode)] = []
        let last = maps.count - 1
        for j in 1...last {
            guard let animation = epochs[j].transaction?.animation, !(epochs[j].transaction?.disablesAnimations ?? false) else { continue }
            let before = maps[j - 1], after = maps[j]
            func progress(from a: Double, to b: Double) -> (Double, Bool) {
                let animator = AttributeAnimator(initialValue: a, changes: [AttributeChange(time: epochs[j].time, value: b, animation: animation)])
                return (animator.value(at: time), animator.isAnimating(at: time))
            }
            // Inserted: new keys whose parent existed before, still present now.
            for (key, entry) in after where before[key] == nil {
                guard let parent = entry.parent, before[parent] != nil, j == last || maps[last][key] != nil else { continue }
                let (p, running) = progress(from: 0, to: 1)
                guard running, maps[last][key] != nil else { continue }
                insertions[key] = transition(of: entry.node).modifiers(insertion: true, progress: p)
            }
            // Removed: old keys whose parent still exists, drawn until the transition ends.
            for (key, entry) in before where after[key] == nil {
                guard let parent = entry.parent, after[parent] != nil, maps[last][parent] != nil, maps[last][key] == nil else { continue }
                let (p, running) = progress(from: 1, to: 0)
                guard running else { continue }
                removals.append((parent, entry.index, wrap(entry.node, transition(of: entry.node).modifiers(insertion: false, progress: p))))
            }
        }
        if insertions.isEmpty && removals.isEmpty { return current }
        func walk(_ node: ViewNode, _ path: NodeKey) -> ViewNode {
            let key = path.child(node.identity)
            var copy = node
            copy.children = node.children.map { walk($0, key) }
            for removal in removals.filter({ $0.parent == key }).sorted(by: { $0.index < $1.index }) {
                copy.children.insert(removal.node, at: min(removal.index, copy.children.count))
            }
            if let modifiers = insertions[key] { copy = wrap(copy, modifiers) }
            return copy
        }
        return walk(current, .root)
    }

    /// `node` inside `modifiers` (the first innermost); the outermost takes the node's identity
    /// and the nodes inside are marked as added, so identity paths stay those of the model.
    static func wrap(_ node: ViewNode, _ modifiers: [ViewModifierNode]) -> ViewNode {
        guard !modifiers.isEmpty else { return node }
        var wrapped = node
        wrapped.identity = .transition
        for m in modifiers {
            wrapped = ViewNode(modifier: m, content: wrapped)
            wrapped.identity = .transition
        }
        wrapped.identity = node.identity
        return wrapped
    }

    /// Warns about `transition(_:)` on views whose identity can never change (no `if`, `switch`,
    /// `ForEach` or `id` above them): they are never inserted or removed, so it does nothing.
    static func checkTransitions(in tree: ViewNode, diagnostics: DiagnosticLog) {
        func walk(_ node: ViewNode, _ canChange: Bool, _ path: String) {
            let key = path + "/" + node.identity.description   // for the message only
            var changes = canChange
            switch node.identity {
            case .branch, .explicit: changes = true
            default: break
            }
            if case .modifier(.transition) = node.kind, !changes {
                diagnostics.warning("this view is never inserted or removed (no if, switch, ForEach or id around it), so its transition never runs",
                                    view: "transition at \(key)")
            }
            for child in node.children { walk(child, changes, key) }
        }
        walk(tree, false, "")
    }

    /// The transition a view declares with `transition(_:)` (looking through the modifiers and
    /// single-child groups it is made of), `.opacity` when none.
    static func transition(of node: ViewNode) -> AnyTransition {
        var current = node
        while true {
            switch current.kind {
            case .modifier(.transition(let t)): return t
            case .modifier, .group where current.children.count == 1:
                current = current.children[0]
            default:
                return .opacity
            }
        }
    }
}
