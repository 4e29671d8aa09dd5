import Foundation

/// Animates layout results, as SwiftUI does: every view's frame in the layout of each state is
/// its model frame; when a state change moves or resizes a view (its own size changed, or a
/// neighbour pushed it), the view's drawn frame follows the change's animation. A view inserted
/// with the `matchedGeometryEffect` identity of one removed by the same change starts from the
/// removed view's frame, and its content moves with it.
package enum FrameAnimation {
    /// Replaces the frames of `root` (laid out from the current state's animated tree) with their
    /// presentation frames at `time`.
    package static func apply(to root: LayoutBox, trees: [ViewNode], epochs: [ResolvedTimeline.Epoch], canvas: CGSize,
                              time: Double, engine: LayoutEngine) {
        guard trees.count > 1 else { return }
        apply(to: root, collected: trees.map { AttributeAnimation.collect($0) },
              models: trees.map { modelFrames($0, canvas: canvas, engine: engine) }, epochs: epochs, time: time)
    }

    /// A view's frame in a state's own layout, and its matched-geometry identity.
    package typealias ModelFrames = [NodeKey: (frame: CGRect, matched: MatchedGeometry?)]

    /// Every view's frame in `tree` laid out alone in `canvas`.
    package static func modelFrames(_ tree: ViewNode, canvas: CGSize, engine: LayoutEngine) -> ModelFrames {
        modelLayout(tree, canvas: canvas, engine: engine).frames
    }

    /// `tree` laid out alone in `canvas`, and every view's frame in that layout.
    package static func modelLayout(_ tree: ViewNode, canvas: CGSize, engine: LayoutEngine) -> (box: LayoutBox, frames: ModelFrames) {
        let box = LayoutBox.make(tree)
        engine.layout(box, in: canvas)
        return (box, frames(of: box))
    }

    /// Every view's frame in the laid-out tree `root`, and its matched-geometry identity.
    package static func frames(of root: LayoutBox) -> ModelFrames {
        func count(_ b: LayoutBox) -> Int { b.children.reduce(1) { $0 + count($1) } }
        var frames: ModelFrames = [:]
        frames.reserveCapacity(count(root))
        func walk(_ b: LayoutBox) {
            var matched: MatchedGeometry?
            if case .modifier(.matchedGeometry(let effect)) = b.kind { matched = effect }
            frames[b.path.key] = (b.frame, matched)
            b.children.forEach(walk)
        }
        walk(root)
        return frames
    }

    /// `apply(to:trees:…)` with each state's attributes and model frames already computed.
    package static func apply(to root: LayoutBox, collected: [AttributeAnimation.Collected], models: [ModelFrames],
                              epochs: [ResolvedTimeline.Epoch], time: Double) {
        apply(to: root, tracks: tracks(collected: collected, models: models, epochs: epochs), models: models, time: time)
    }

    /// The presentation frames of one view over the states: the animator of its model frames, and
    /// whether it started from the frame of a matched view the same change removed (its content
    /// then moves with it).
    package struct Track {
        /// The frame at any time.
        let animator: AttributeAnimator<CGRect>
        /// Whether the view took over a removed matched view's frame.
        let matched: Bool
    }

    /// The tracks of the views of the last state that moved or resized over the states they have
    /// lived through, or took over a removed matched view's frame. `models[i]` and `collected[i]`
    /// belong to the tree of `epochs[i]`. They do not depend on the time, so they are made once
    /// per state and each frame only evaluates the animators.
    package static func tracks(collected: [AttributeAnimation.Collected], models: [ModelFrames],
                               epochs: [ResolvedTimeline.Epoch]) -> [NodeKey: Track] {
        guard models.count > 1 else { return [:] }
        let last = models.count - 1
        var result: [NodeKey: Track] = [:]
        result.reserveCapacity(models[last].count)
        // Views with the same frame history (a modifier and its content) share one animator.
        var histories: [AnimationHistoryKey: Track] = [:]
        for (key, now) in models[last] {
            var first = last
            var moved = false
            while first > 0, let earlier = models[first - 1][key] {
                if earlier.frame != models[first][key]!.frame { moved = true }
                first -= 1
            }
            if !moved && (first == 0 || now.matched == nil) { continue }
            var initial = models[first][key]!.frame
            var start = first
            var matchedStart = false
            // A matched view inserted by a change starts from the frame of the one it replaces
            // (what its effect matches of it).
            if first > 0, let matched = models[first][key]!.matched,
               let source = models[first - 1].first(where: { $0.value.matched?.key == matched.key && models[first][$0.key] == nil }) {
                initial = matched.frame(initial, matching: source.value.frame)
                start = first - 1
                matchedStart = true
            }
            guard start < last else { continue }
            var changes: [AttributeChange<CGRect>] = []
            var previous = initial
            for j in (start + 1)...last where j >= first {
                let frame = models[j][key]!.frame
                if frame != previous {
                    let context = collected[j].contexts[key] ?? []
                    let transaction = AttributeAnimation.transaction(for: context, epoch: epochs[j], now: collected[j],
                                                                     before: j > 0 ? collected[j - 1] : nil)
                    changes.append(AttributeChange(time: epochs[j].time, value: frame, transaction: transaction))
                }
                previous = frame
            }
            guard !changes.isEmpty else { continue }
            var fingerprint: AnimationHistoryKey? = AnimationHistoryKey()
            fingerprint?.append(initial)
            fingerprint?.append(tag: matchedStart ? 1 : 0)
            for change in changes {
                fingerprint?.append(change.time)
                fingerprint?.append(change.value)
                if fingerprint?.append(change.transaction) == false { fingerprint = nil }
            }
            if let fingerprint, let track = histories[fingerprint] {
                result[key] = track
                continue
            }
            let track = Track(animator: AttributeAnimator(initialValue: initial, changes: changes), matched: matchedStart)
            if let fingerprint { histories[fingerprint] = track }
            result[key] = track
        }
        addRemovedMatchedTracks(to: &result, collected: collected, models: models, epochs: epochs)
        return result
    }

    /// A matched view removed by a change that inserts another of its group travels, while its
    /// removal transition runs, from its frame toward the inserted view's (what its effect
    /// matches of it), under the change's animation; its content moves with it.
    private static func addRemovedMatchedTracks(to result: inout [NodeKey: Track], collected: [AttributeAnimation.Collected],
                                                models: [ModelFrames], epochs: [ResolvedTimeline.Epoch]) {
        let last = models.count - 1
        for j in 1...last {
            let inserted = models[j].filter { $0.value.matched != nil && models[j - 1][$0.key] == nil }
            guard !inserted.isEmpty else { continue }
            for (key, old) in models[j - 1] where models[j][key] == nil && models[last][key] == nil {
                guard let matched = old.matched,
                      let target = inserted.first(where: { $0.value.matched?.key == matched.key }) else { continue }
                let context = collected[j - 1].contexts[key] ?? []
                let transaction = AttributeAnimation.transaction(for: context, epoch: epochs[j], now: collected[j], before: collected[j - 1])
                let change = AttributeChange(time: epochs[j].time, value: matched.frame(old.frame, matching: target.value.frame),
                                             transaction: transaction)
                result[key] = Track(animator: AttributeAnimator(initialValue: old.frame, changes: [change]), matched: true)
            }
        }
    }

    /// Replaces the frames of `root` (laid out from the current state's animated tree, which may
    /// still hold views being removed) with their presentation frames at `time`, from `tracks` and
    /// `models`, the model frames of the states (the current one last):
    /// - a view with a track is where its track is;
    /// - a view inside a view that took over a matched view's frame moves and scales with it;
    /// - any other view is at its model frame, in the current state or, for a view being removed,
    ///   in the last state that had it (a removed view fades where it was, and takes no room from
    ///   the views that stay);
    /// - a box no state lays out on its own (an effect a transition wraps around a view) moves with
    ///   its first child.
    package static func apply(to root: LayoutBox, tracks: [NodeKey: Track], models: [ModelFrames], time: Double) {
        guard models.count > 1 else { return }
        func modelFrame(_ key: NodeKey) -> CGRect? {
            for state in models.indices.reversed() {
                if let model = models[state][key] { return model.frame }
            }
            return nil
        }
        // Returns how far the box moved from where the layout put it. `inherited` maps the
        // frames inside a box that moves its content with it: their model frames, or where the
        // layout put them (`laidOut`) inside a layout laid out with interpolated data.
        @discardableResult
        func walk(_ box: LayoutBox, _ inherited: (from: CGRect, to: CGRect, laidOut: Bool)?) -> CGSize {
            var passDown = inherited
            let laidOut = box.frame
            let key = box.path.key
            let model = modelFrame(key)
            var placed = true
            if let (a, b, keepsLayout) = inherited, keepsLayout {
                box.frame = map(laidOut, from: a, to: b)
            } else if let track = tracks[key] {
                let frame = track.animator.value(at: time)
                box.frame = frame
                if track.matched { passDown = (model ?? laidOut, frame, false) }
            } else if let (a, b, _) = inherited {
                box.frame = map(model ?? laidOut, from: a, to: b)
            } else if let model {
                box.frame = model
            } else {
                placed = false
            }
            // A layout with animatable data (`Layout.animatableData`) was laid out at the
            // interpolated data: what it placed stays where it placed it, moving only with the
            // layout itself, as SwiftUI runs the layout at every interpolated value.
            if case .container(let layout) = box.kind, layout.isInterpolated {
                passDown = (laidOut, box.frame, true)
            }
            var firstMoved: CGSize?
            for child in box.children {
                let moved = walk(child, passDown)
                if firstMoved == nil { firstMoved = moved }
            }
            if !placed, let moved = firstMoved {
                box.frame = laidOut.offsetBy(dx: moved.width, dy: moved.height)
            }
            return CGSize(width: box.frame.minX - laidOut.minX, height: box.frame.minY - laidOut.minY)
        }
        walk(root, nil)
    }

    /// `r`, a frame inside `a`, moved and scaled as `a` is to become `b`.
    static func map(_ r: CGRect, from a: CGRect, to b: CGRect) -> CGRect {
        let sx = a.width != 0 ? b.width / a.width : 1, sy = a.height != 0 ? b.height / a.height : 1
        return CGRect(x: b.minX + (r.minX - a.minX) * sx, y: b.minY + (r.minY - a.minY) * sy,
                      width: r.width * sx, height: r.height * sy)
    }
}
