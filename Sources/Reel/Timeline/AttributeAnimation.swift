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

        /// Whether this is an emitter's position.
        var isEmitterMotion: Bool {
            if case .motion = self { return true }
            return false
        }
    }

    /// The tree of the last of `trees` with every attribute at its presentation value at `time`.
    /// `trees[i]` is the tree of `epochs[i]`.
    package static func animate(trees: [ViewNode], epochs: [SceneStates.Epoch], at time: Double) -> ViewNode {
        animate(trees: trees, maps: trees.map { collect($0) }, epochs: epochs, at: time)
    }

    /// `animate(trees:epochs:at:)` with each tree's attributes already collected.
    package static func animate(trees: [ViewNode], maps: [Collected], epochs: [SceneStates.Epoch], at time: Double) -> ViewNode {
        guard trees.count > 1, let current = trees.last else { return trees.last ?? ViewNode(.empty) }
        let presented = AttributeTrack.presented(AttributeTrack.tracks(maps: maps, epochs: epochs), at: time)
        if presented.isEmpty { return current }
        return apply(current, presented)
    }

    /// The transaction a change made in `epoch` has for an attribute inside `context`: the
    /// event's, rewritten by each enclosing `transaction` modifier and replaced by each enclosing
    /// `animation(_:value:)` whose value changed, from the outside in.
    static func transaction(for context: [TransactionModifier], epoch: SceneStates.Epoch,
                                    now: Collected, before: Collected?) -> Transaction {
        var t = epoch.transaction ?? Transaction()
        for modifier in context {
            switch modifier {
            case .implicit(let key, let animation):
                let changed = before?.implicitValues[key] != now.implicitValues[key]
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
        case .data, .trigger, .motion: return nil
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
        /// `animation(_:value:)`, with its identity key.
        case implicit(key: NodeKey, Animation?)
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
                    context.append(.implicit(key: key, animation))
                case .transaction(let transform):
                    context.append(.rewrite(transform))
                default: break
                }
            }
            if !context.isEmpty { result.contexts[key] = context }
            for (slot, value) in attributes(of: node) { result.attributes[AttributeKey(node: key, slot: slot)] = (value, context) }
            for child in node.children { walk(child, key, context) }
        }
        walk(node, .root, [])
        return result
    }

    /// `node`, a view of the tree of the last of `maps` whose parent's key is `parent`, with every
    /// attribute inside it at its presentation value at `time`: a view being removed keeps the
    /// animations it was running (an offset animating when it was removed goes on moving while
    /// the view fades out).
    static func presenting(_ node: ViewNode, under parent: NodeKey, maps: [Collected], epochs: [SceneStates.Epoch],
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
                for (slot, _) in attributes(of: node) {
                    if let v = values[AttributeKey(node: key, slot: slot)] { c = setting(c, slot, v) }
                }
                // An animatable view's or modifier's body rebuilt from interpolated data shows
                // that data as it is: the attributes inside it follow the data, not animations of
                // their own from the start value to the end value (a view placed at
                // (cos a, sin a) goes round the circle, it does not cut across it).
                if case .modifier(.animatableModifier) = node.kind, values[AttributeKey(node: key, slot: "data")] != nil {
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

    /// The animatable attributes one node has, by slot name.
    static func attributes(of node: ViewNode) -> [(String, Value)] {
        switch node.kind {
        case .shape(let leaf):
            var result: [(String, Value)] = leaf.style.color.map { [("fill", .color($0))] } ?? []
            if let style = leaf.style.animatable { result.append(("paint", .data(AnimatableDataValue(style)))) }
            if leaf.shape.hasAnimatableData { result.append(("data", .data(AnimatableDataValue(leaf.shape)))) }
            switch leaf.drawing {
            case .stroke(let style), .strokeBorder(let style):
                result.append(("stroke", .data(AnimatableDataValue(type: ObjectIdentifier(StrokeStyle.self),
                                                                   animatableData: _AnyAnimatableData(style.animatableData)))))
            case .fill:
                break
            }
            return result
        case .text(let leaf):
            return leaf.paint.color.map { [("color", .color($0))] } ?? []
        case .particles(let node):
            return [("position", .motion(node.motion))]
        case .modifier(let m):
            switch m {
            case .offset(let d): return [("offset", .size(d))]
            case .rotation(let a, _): return [("angle", .angle(a))]
            case .scale(let s, _): return [("scale", .size(s))]
            case .opacity(let o): return [("opacity", .number(o))]
            case .blur(let r, _): return [("radius", .number(Double(r)))]
            case .shadow(let color, let r, let x, let y):
                return [("shadowColor", .color(color)), ("shadowRadius", .number(Double(r))), ("shadowOffset", .size(CGSize(width: x, height: y)))]
            case .animatableModifier(let m):
                return [("data", .data(AnimatableDataValue(type: m.type, animatableData: m.data)))]
            case .clip(let shape, _):
                return shape.hasAnimatableData ? [("clip", .data(AnimatableDataValue(shape)))] : []
            case .colorAdjustment(let adjustment):
                switch adjustment {
                case .brightness(let v), .contrast(let v), .saturation(let v), .grayscale(let v): return [("amount", .number(v))]
                case .hueRotation(let a): return [("amount", .angle(a))]
                case .colorMultiply(let c): return [("amount", .color(c))]
                }
            case .triggered(let t):
                return [("trigger", .trigger(TriggerSample(trigger: t.trigger, firings: [], time: 0)))]
            default: return []
            }
        default:
            return []
        }
    }

    /// The node with one attribute set.
    static func setting(_ node: ViewNode, _ slot: String, _ value: Value) -> ViewNode {
        var copy = node
        switch (node.kind, value) {
        case (.shape(let leaf), .color(let c)):
            copy.kind = .shape(ShapeLeaf(shape: leaf.shape, style: AnyShapeStyle(c), drawing: leaf.drawing, environment: leaf.environment))
        case (.shape(let leaf), .data(let d)):
            switch slot {
            case "paint":
                guard let style = leaf.style.animatable else { break }
                copy.kind = .shape(ShapeLeaf(shape: leaf.shape, style: style.rebuild(d.animatableData), drawing: leaf.drawing, environment: leaf.environment))
            case "stroke":
                guard let data = d.animatableData.base as? StrokeStyle.AnimatableData else { break }
                let drawing: ShapeDrawing
                switch leaf.drawing {
                case .stroke(var style): style.animatableData = data; drawing = .stroke(style)
                case .strokeBorder(var style): style.animatableData = data; drawing = .strokeBorder(style)
                case .fill: drawing = leaf.drawing
                }
                copy.kind = .shape(ShapeLeaf(shape: leaf.shape, style: leaf.style, drawing: drawing, environment: leaf.environment))
            default:
                var shape = leaf.shape
                shape.animatableData = d.animatableData
                copy.kind = .shape(ShapeLeaf(shape: shape, style: leaf.style, drawing: leaf.drawing, environment: leaf.environment))
            }
        case (.modifier(.clip(let shape, let style)), .data(let d)):
            var clip = shape
            clip.animatableData = d.animatableData
            copy.kind = .modifier(.clip(clip, style))
        case (.modifier(.animatableModifier(let m)), .data(let d)):
            copy.kind = .modifier(.animatableModifier(AnimatableModifierNode(type: m.type, data: d.animatableData, name: m.name, rebuild: m.rebuild)))
            copy.children[0] = m.rebuild(d.animatableData)
        case (.modifier(.triggered(let t)), .trigger(let sample)):
            copy.children[0] = t.content(sample.firings, sample.time)
        case (.particles(var emitter), .motion(let motion)):
            emitter.motion = motion
            copy.kind = .particles(emitter)
        case (.text(let leaf), .color(let c)):
            copy.kind = .text(TextLeaf(string: leaf.string, style: leaf.style, paint: AnyShapeStyle(c), environment: leaf.environment))
        case (.modifier(let m), _):
            switch (m, value) {
            case (.offset, .size(let d)): copy.kind = .modifier(.offset(d))
            case (.rotation(_, let anchor), .angle(let a)): copy.kind = .modifier(.rotation(a, anchor: anchor))
            case (.scale(_, let anchor), .size(let s)): copy.kind = .modifier(.scale(s, anchor: anchor))
            case (.opacity, .number(let o)): copy.kind = .modifier(.opacity(o))
            case (.blur(_, let opaque), .number(let r)): copy.kind = .modifier(.blur(radius: max(0, r), opaque: opaque))
            case (.colorAdjustment(let adjustment), _):
                switch (adjustment, value) {
                case (.brightness, .number(let v)): copy.kind = .modifier(.colorAdjustment(.brightness(v)))
                case (.contrast, .number(let v)): copy.kind = .modifier(.colorAdjustment(.contrast(v)))
                case (.saturation, .number(let v)): copy.kind = .modifier(.colorAdjustment(.saturation(v)))
                case (.grayscale, .number(let v)): copy.kind = .modifier(.colorAdjustment(.grayscale(v)))
                case (.hueRotation, .angle(let a)): copy.kind = .modifier(.colorAdjustment(.hueRotation(a)))
                case (.colorMultiply, .color(let c)): copy.kind = .modifier(.colorAdjustment(.colorMultiply(c)))
                default: break
                }
            case (.shadow(let color, let r, let x, let y), _):
                switch value {
                case .color(let c): copy.kind = .modifier(.shadow(color: c, radius: r, x: x, y: y))
                case .number(let n): copy.kind = .modifier(.shadow(color: color, radius: max(0, n), x: x, y: y))
                case .size(let d): copy.kind = .modifier(.shadow(color: color, radius: r, x: d.width, y: d.height))
                default: break
                }
            default: break
            }
        default:
            break
        }
        return copy
    }
}
