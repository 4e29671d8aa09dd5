import Foundation

/// The animatable drawing values of a resolved view tree (offsets, turns, scales, opacity, blur,
/// shadows, fill and text colours), and the animation of them between the trees of successive
/// states. Sizes and places are not among them: layout results animate instead (`FrameAnimation`),
/// as in SwiftUI.
///
/// Between the trees of successive states, every attribute present in the current tree gets the history of its values
/// over the states it has lived through, and its presentation value at the frame's time comes
/// from the attribute animator under each change's transaction.
package enum AttributeAnimation {
    /// One animatable value.
    enum Value: Equatable {
        case number(Double)
        case size(CGSize)
        case angle(Angle)
        case color(Color)
        /// The `animatableData` of a shape or an animatable modifier.
        case data(AnimatableDataValue)
        /// The trigger of a trigger-driven animator; its "presentation" is the list of times it
        /// changed, from which the content is built.
        case trigger(TriggerSample)
        /// An emitter's position; its presentation carries the animated position at every time,
        /// since particles are born where the emitter was at their birth.
        case motion(EmitterMotion)
        /// A text's string; its presentation carries the change under way.
        case textContent(TextContentSample)

        /// Whether this is an emitter's position.
        var isEmitterMotion: Bool {
            if case .motion = self { return true }
            return false
        }
    }

    /// The tree of the last of `trees` with every attribute at its presentation value at `time`.
    /// `trees[i]` is the tree of `epochs[i]`.
    package static func animate(trees: [ViewNode], epochs: [ResolvedTimeline.Epoch], at time: Double) -> ViewNode {
        animate(trees: trees, maps: trees.map { collect($0) }, epochs: epochs, at: time)
    }

    /// `animate(trees:epochs:at:)` with each tree's attributes already collected.
    package static func animate(trees: [ViewNode], maps: [Collected], epochs: [ResolvedTimeline.Epoch], at time: Double) -> ViewNode {
        guard trees.count > 1, let current = trees.last else { return trees.last ?? ViewNode(.empty) }
        let presented = AttributeTrack.presented(AttributeTrack.tracks(maps: maps, epochs: epochs), at: time)
        if presented.isEmpty { return current }
        return apply(current, presented)
    }

    /// The transaction a change made in `epoch` has for an attribute inside `context`: the
    /// event's, rewritten by each enclosing `transaction` modifier and replaced by each enclosing
    /// `animation(_:value:)` whose value changed, from the outside in.
    static func transaction(for context: [TransactionModifier], epoch: ResolvedTimeline.Epoch,
                                    now: Collected, before: Collected?) -> Transaction {
        var t = epoch.transaction ?? Transaction()
        for modifier in context {
            switch modifier {
            case .implicit(let key, let animation, let everyChange):
                let changed = everyChange || before?.implicitValues[key] != now.implicitValues[key]
                if changed && !t.disablesAnimations { t.animation = animation }
            case .rewrite(let transform):
                transform(&t)
            }
        }
        return t
    }

    /// The presentation value of one attribute's history as a function of the time, nil when the
    /// value never changed. The animators are resolved here, once, so that each frame only
    /// evaluates them.
    static func presentation(_ history: [(Double, Transaction, Value)]) -> ((Double) -> Value)? {
        switch history[0].2 {
        case .data: return dataPresentation(history)
        case .trigger: return triggerPresentation(history)
        case .motion: return motionPresentation(history)
        case .textContent: return TextContentSample.presentation(history)
        default: break
        }
        func run<V: Animatable>(_ extract: (Value) -> V?, _ wrap: @escaping (V) -> Value) -> ((Double) -> Value)? {
            guard let initial = extract(history[0].2) else { return nil }
            var changes: [AttributeChange<V>] = []
            var last = initial
            for (time, transaction, value) in history.dropFirst() {
                guard let v = extract(value) else { return nil }
                if v.animatableData != last.animatableData {
                    changes.append(AttributeChange(time: time, value: v, transaction: transaction))
                }
                last = v
            }
            if changes.isEmpty { return nil }
            let animator = AttributeAnimator(initialValue: initial, changes: changes)
            return { wrap(animator.value(at: $0)) }
        }
        switch history[0].2 {
        case .number: return run({ if case .number(let v) = $0 { return v } else { return nil } }, Value.number)
        case .size: return run({ if case .size(let v) = $0 { return v } else { return nil } }, Value.size)
        case .angle: return run({ if case .angle(let v) = $0 { return v } else { return nil } }, Value.angle)
        case .color: return run({ if case .color(let v) = $0 { return v } else { return nil } }, Value.color)
        case .data, .trigger, .motion, .textContent: return nil
        }
    }

    /// The presentation of an emitter's position: the position at the time, with the animator
    /// that gives it at every other time, and the time the emitter appeared (the first of its
    /// history).
    private static func motionPresentation(_ history: [(Double, Transaction, Value)]) -> ((Double) -> Value)? {
        guard case .motion(let initial) = history[0].2 else { return nil }
        let appeared = history[0].0
        var changes: [AttributeChange<EmitterAnchor>] = []
        var last = initial.anchor
        for (time, transaction, value) in history.dropFirst() {
            guard case .motion(let v) = value else { return nil }
            if v.anchor.animatableData != last.animatableData {
                changes.append(AttributeChange(time: time, value: v.anchor, transaction: transaction))
            }
            last = v.anchor
        }
        if changes.isEmpty {
            guard appeared > 0 else { return nil }
            let still = Value.motion(EmitterMotion(anchor: initial.anchor, history: nil, appeared: appeared))
            return { _ in still }
        }
        let animator = AttributeAnimator(initialValue: initial.anchor, changes: changes)
        let path: (Double) -> EmitterAnchor = { animator.value(at: $0) }
        return { .motion(EmitterMotion(anchor: animator.value(at: $0), history: path, appeared: appeared)) }
    }

    /// The presentation of animatable data: the data animates from the last state whose shape or
    /// modifier had another type (data of different types never interpolate), like any attribute.
    private static func dataPresentation(_ history: [(Double, Transaction, Value)]) -> ((Double) -> Value)? {
        guard case .data(let last) = history[history.count - 1].2 else { return nil }
        var start = history.count - 1
        while start > 0, case .data(let earlier) = history[start - 1].2, earlier.type == last.type, earlier.structure == last.structure { start -= 1 }
        guard case .data(let initial) = history[start].2 else { return nil }
        var changes: [AttributeChange<AnimatableDataValue>] = []
        var previous = initial.animatableData
        for (time, transaction, value) in history[(start + 1)...] {
            guard case .data(let v) = value else { return nil }
            if v.animatableData != previous { changes.append(AttributeChange(time: time, value: v, transaction: transaction)) }
            previous = v.animatableData
        }
        if changes.isEmpty { return nil }
        let animator = AttributeAnimator(initialValue: initial, changes: changes)
        return { .data(animator.value(at: $0)) }
    }

    /// The "presentation" of a trigger: the times of the states in which it changed, and the time.
    private static func triggerPresentation(_ history: [(Double, Transaction, Value)]) -> ((Double) -> Value)? {
        guard case .trigger(let current) = history[history.count - 1].2 else { return nil }
        var firings: [Double] = []
        for (earlier, later) in zip(history, history.dropFirst()) where earlier.2 != later.2 { firings.append(later.0) }
        if firings.isEmpty { return nil }
        return { .trigger(TriggerSample(trigger: current.trigger, firings: firings, time: $0)) }
    }

    // MARK: Reading and writing attributes

    /// A modifier that changes the transaction of the changes inside it.
    enum TransactionModifier {
        /// `animation(_:value:)`, with its identity key; `everyChange` for the deprecated
        /// `animation(_:)`, which animates whatever changes.
        case implicit(key: NodeKey, Animation?, everyChange: Bool)
        /// `transaction(_:)`.
        case rewrite((inout Transaction) -> Void)
    }

    /// What one tree holds for animation: each attribute with the transaction modifiers around
    /// it (outermost first), and the value of each `animation(_:value:)`.
    package struct Collected {
        var attributes: [AttributeKey: (value: Value, context: [TransactionModifier])] = [:]
        var implicitValues: [NodeKey: AnyHashable] = [:]
        /// The transaction modifiers around every node that has some, by identity key.
        var contexts: [NodeKey: [TransactionModifier]] = [:]
    }

    /// Every animatable attribute of `node`'s tree, keyed by identity path and slot.
    package static func collect(_ node: ViewNode) -> Collected {
        var result = Collected()
        // Most nodes have an attribute or two: room for one each saves growing the table.
        func count(_ node: ViewNode) -> Int { node.children.reduce(1) { $0 + count($1) } }
        result.attributes.reserveCapacity(count(node))
        func walk(_ node: ViewNode, _ path: NodeKey, _ context: [TransactionModifier]) {
            let key = path.child(node.identity)
            var context = context
            if case .modifier(let m) = node.kind {
                switch m {
                case .implicitAnimation(let animation, let value):
                    result.implicitValues[key] = value
                    context.append(.implicit(key: key, animation, everyChange: value == nil))
                case .transaction(let transform):
                    context.append(.rewrite(transform))
                default: break
                }
            }
            if !context.isEmpty { result.contexts[key] = context }
            for (slot, value) in node.animatableAttributes { result.attributes[AttributeKey(node: key, slot: slot)] = (value, context) }
            for child in node.children { walk(child, key, context) }
        }
        walk(node, .root, [])
        return result
    }

    /// `node`, a view of the tree of the last of `maps` whose parent's key is `parent`, with every
    /// attribute inside it at its presentation value at `time`: a view being removed keeps the
    /// animations it was running (an offset animating when it was removed goes on moving while
    /// the view fades out).
    static func presenting(_ node: ViewNode, under parent: NodeKey, maps: [Collected], epochs: [ResolvedTimeline.Epoch],
                           at time: Double) -> ViewNode {
        guard maps.count > 1 else { return node }
        var nodes = Set<NodeKey>()
        func walk(_ node: ViewNode, _ path: NodeKey) {
            let key = path.child(node.identity)
            nodes.insert(key)
            for child in node.children { walk(child, key) }
        }
        walk(node, parent)
        var last = maps[maps.count - 1]
        last.attributes = last.attributes.filter { nodes.contains($0.key.node) }
        guard !last.attributes.isEmpty else { return node }
        let presented = AttributeTrack.presented(AttributeTrack.tracks(maps: maps.dropLast() + [last], epochs: epochs), at: time)
        return presented.isEmpty ? node : apply(node, presented, under: parent)
    }

    /// The tree with the attributes in `values` replaced (`node`'s parent having the key `path`).
    static func apply(_ node: ViewNode, _ values: [AttributeKey: Value], under path: NodeKey = .root) -> ViewNode {
        let changed = Set(values.keys.map(\.node))
        // Returns nil when nothing in the subtree changes, so unchanged subtrees are not copied.
        func walk(_ node: ViewNode, _ path: NodeKey) -> ViewNode? {
            let key = path.child(node.identity)
            var copy: ViewNode?
            if changed.contains(key) {
                var c = node
                for (slot, _) in node.animatableAttributes {
                    if let v = values[AttributeKey(node: key, slot: slot)] { c = c.setting(slot, v) }
                }
                // An animatable view's or modifier's body rebuilt from interpolated data shows
                // that data as it is: the attributes inside it follow the data, not animations of
                // their own from the start value to the end value (a view placed at
                // (cos a, sin a) goes round the circle, it does not cut across it).
                if case .modifier(.animatableModifier) = node.kind, values[AttributeKey(node: key, slot: .modifierData)] != nil {
                    return c
                }
                copy = c
            }
            // Content built during layout (a reader's) gets the animations of the views inside it
            // once it is built.
            if let rewritten = LayoutTimeContent.rewriting(copy ?? node, { walk($0, key) ?? $0 }) { copy = rewritten }
            // The children of the node as set: a rebuilt body (an animatable modifier's, a trigger's
            // content) gets the animations of the views inside it too.
            let base = copy ?? node
            var children: [ViewNode]?
            for (i, child) in base.children.enumerated() {
                if let replaced = walk(child, key) {
                    if children == nil { children = base.children }
                    children![i] = replaced
                }
            }
            if let children {
                if copy == nil { copy = node }
                copy!.children = children
            }
            return copy
        }
        return walk(node, path) ?? node
    }
}
