import Foundation

/// Insertions and removals between successive states, drawn with their transitions: a view a
/// state change inserts enters under that change's animation; a view it removes keeps drawing at
/// its old place until its removal's animation is logically complete (`Animation.logicalDuration`).
/// Changes without animation have none.
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
    package static func apply(trees: [ViewNode], epochs: [ResolvedTimeline.Epoch], current: ViewNode, at time: Double) -> ViewNode {
        apply(maps: trees.map(entries), epochs: epochs, current: current, at: time)
    }

    /// `apply(trees:epochs:current:at:)` with each tree's entries already listed.
    ///
    /// Each view a change inserted or removed has its presence animated like an attribute: 0
    /// when away, 1 when there, under each change's animation, with the attribute animator's
    /// rules (SEMANTICS section 3). So a view removed while its insertion still runs leaves from
    /// where the insertion had brought it, without a jump (the two curve animations add), and
    /// every removed copy of a view (an `.id` changed several times in a row) keeps drawing at its
    /// place in its parent until its own presence stops animating. A view the model shows is drawn
    /// with its insertion transition at that progress; one it no longer shows, with its removal
    /// transition.
    ///
    /// With each state's attributes (`collected`), a removed view keeps the attribute animations it
    /// was running when it was removed.
    package static func apply(maps: [[NodeKey: Entry]], epochs: [ResolvedTimeline.Epoch], current: ViewNode, at time: Double,
                              collected: [AttributeAnimation.Collected]? = nil) -> ViewNode {
        guard maps.count > 1 else { return current }
        let last = maps.count - 1
        // The views that an animated change inserted or removed: the topmost view of each
        // inserted or removed subtree, whose parent is there before and after.
        var changed = Set<NodeKey>()
        // (A view whose transition has its own animation, `AnyTransition.animation(_:)`,
        // transitions under a change that has none.)
        for j in 1...last {
            let animated = animation(of: epochs[j]) != nil
            let before = maps[j - 1], after = maps[j]
            for (key, entry) in after where before[key] == nil {
                guard animated || transition(of: entry.node).attachedAnimation(insertion: true) != nil else { continue }
                if let parent = entry.parent, before[parent] != nil { changed.insert(key) }
            }
            for (key, entry) in before where after[key] == nil {
                guard animated || transition(of: entry.node).attachedAnimation(insertion: false) != nil else { continue }
                if let parent = entry.parent, after[parent] != nil, maps[last][parent] != nil { changed.insert(key) }
            }
        }
        if changed.isEmpty { return current }
        var insertions: [NodeKey: Double] = [:]
        var removals: [(parent: NodeKey, index: Int, time: Double, node: ViewNode)] = []
        for key in changed {
            var changes: [AttributeChange<Double>] = []
            var removed: (entry: Entry, time: Double, state: Int, animation: Animation?)?
            for j in 1...last {
                let was = maps[j - 1][key], now = maps[j][key]
                guard (was == nil) != (now == nil), let entry = now ?? was else { continue }
                // Only a view whose parent stays transitions; one inserted or removed with its
                // parent comes and goes with it.
                let topmost = entry.parent.map { maps[j - 1][$0] != nil && maps[j][$0] != nil } ?? false
                let attached = transition(of: entry.node).attachedAnimation(insertion: now != nil)
                let change = topmost ? (attached ?? animation(of: epochs[j])) : nil
                changes.append(AttributeChange(time: epochs[j].time, value: now == nil ? 0.0 : 1.0, animation: change))
                if now == nil { removed = (entry, epochs[j].time, j - 1, change) }
            }
            let presence = AttributeAnimator(initialValue: maps[0][key] == nil ? 0.0 : 1.0, changes: changes)
            guard presence.isAnimating(at: time) else { continue }
            let p = presence.value(at: time)
            if maps[last][key] != nil {
                insertions[key] = p
            } else if let (entry, removedAt, state, removal) = removed, let parent = entry.parent, maps[last][parent] != nil,
                      time < removedAt + (removal?.logicalDuration ?? 0) {
                // A removed view leaves when its removal's animation is logically complete (a
                // spring after its perceptual duration), not when the spring's tail dies away:
                // SwiftUI removes it then, whatever small part of the transition is left.
                var node = entry.node
                if let collected {
                    node = AttributeAnimation.presenting(node, under: parent, maps: Array(collected[0...state]),
                                                         epochs: Array(epochs[0...state]), at: time)
                }
                node = transitioned(node, insertion: false, progress: p)
                removals.append((parent, entry.index, removedAt, node))
            }
        }
        if insertions.isEmpty && removals.isEmpty { return current }
        // Removed views go back at their old places, in index order; copies removed from one
        // place lie in the order they were removed, the latest nearest the view that replaced them.
        removals.sort { ($0.index, -$0.time) < ($1.index, -$1.time) }
        func walk(_ node: ViewNode, _ path: NodeKey) -> ViewNode {
            let key = path.child(node.identity)
            var copy = LayoutTimeContent.rewriting(node) { walk($0, key) } ?? node
            copy.children = node.children.map { walk($0, key) }
            for removal in removals where removal.parent == key {
                copy.children.insert(removal.node, at: min(removal.index, copy.children.count))
            }
            if let p = insertions[key] { copy = transitioned(copy, insertion: true, progress: p) }
            return copy
        }
        return walk(current, .root)
    }

    /// `node`, inserted or removed, drawn `progress` of the way to its own state with its
    /// transition. Several views inserted or removed together (a `ForEach` or a group inside an
    /// `if`) each run their own transition, as in SwiftUI, rather than one for them all.
    static func transitioned(_ node: ViewNode, insertion: Bool, progress: Double) -> ViewNode {
        switch node.kind {
        case .group:
            var copy = node
            copy.children = node.children.map { transitioned($0, insertion: insertion, progress: progress) }
            return copy
        case .empty:
            return node
        default:
            let moved = transition(of: node).apply(to: node, insertion: insertion, progress: progress)
            // A removed view is marked, so stacks leave it out of the space they share.
            return insertion ? moved : wrap(moved, [.layoutValue(departingKey, true)])
        }
    }

    /// The layout value marking a view being removed (see `LayoutSubview.isDeparting`).
    static let departingKey = ObjectIdentifier(Departing.self)
    private enum Departing {}

    /// The animation of the insertions and removals a state change makes: its transaction's,
    /// none when the transaction disables animations.
    static func animation(of epoch: ResolvedTimeline.Epoch) -> Animation? {
        guard let transaction = epoch.transaction, !transaction.disablesAnimations else { return nil }
        return transaction.animation
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
            if case .modifier(.transition(let t)) = node.kind, !t.isContentMarkerKind, !changes {
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
            case .modifier(.transition(let t)) where !t.isContentMarkerKind: return t
            case .modifier:
                current = current.children[0]
            case .group where current.children.count == 1:
                current = current.children[0]
            default:
                return .opacity
            }
        }
    }
}
