import Foundation

/// A text's content as an attribute: its string, with the content transition and numeric value
/// in effect (`ContentTransition`). In a state's tree it is the content alone; its presentation
/// at a frame adds the change under way (`TextContentChange`), which the text is drawn with.
struct TextContentSample: Equatable {
    /// The characters.
    let string: String
    /// The content transition in effect where the text is.
    let transition: ContentTransition
    /// The change under way at the frame (nil in a state's own tree, and once it has finished).
    var change: TextContentChange?

    /// The presentation of a text's content over its history: at each time, the last change of
    /// string made by an animated transaction, while that animation runs; nil when the string never
    /// changes under an animation that draws anything.
    static func presentation(_ history: [(Double, Transaction, AttributeAnimation.Value)]) -> ((Double) -> AttributeAnimation.Value)? {
        guard case .textContent(let model) = history[history.count - 1].2 else { return nil }
        struct Change {
            let time: Double
            let old: TextContentSample
            let new: TextContentSample
            let progress: AttributeAnimator<Double>
        }
        var changes: [Change] = []
        for (earlier, later) in zip(history, history.dropFirst()) {
            guard case .textContent(let old) = earlier.2, case .textContent(let new) = later.2, old.string != new.string else { continue }
            let transaction = later.1
            guard let animation = transaction.animation, !transaction.disablesAnimations, new.transition.kind != .identity else {
                // An unanimated change ends whatever change ran before it.
                changes.append(Change(time: later.0, old: old, new: new,
                                      progress: AttributeAnimator(initialValue: 1, changes: [])))
                continue
            }
            let progress = AttributeAnimator(initialValue: 0.0, changes: [AttributeChange(time: later.0, value: 1.0, animation: animation)])
            changes.append(Change(time: later.0, old: old, new: new, progress: progress))
        }
        // Strings that only ever change without an animation draw nothing but the model.
        if !changes.contains(where: { $0.progress.isAnimating(at: $0.time) }) { return nil }
        let still = AttributeAnimation.Value.textContent(model)
        return { time in
            guard let change = changes.last(where: { $0.time <= time + 1e-12 }), change.progress.isAnimating(at: time) else { return still }
            let p = min(max(change.progress.value(at: time), 0), 1)
            var rollsUp = true
            if case .numericText(let countsDown, let value) = change.new.transition.kind {
                if let value, case .numericText(_, let before?) = change.old.transition.kind {
                    rollsUp = value >= before
                } else {
                    rollsUp = !countsDown
                }
            }
            var presented = model
            presented.change = TextContentChange(old: change.old.string, progress: p, rollsUp: rollsUp, kind: change.new.transition.kind)
            return .textContent(presented)
        }
    }
}

/// A change of a text's string under way at a frame: what the text is drawn with while its
/// content transition runs (`ContentTransition`).
package struct TextContentChange: Equatable {
    /// The string before the change.
    package let old: String
    /// The animation's progress, 0 at the change to 1 at its end.
    package let progress: Double
    /// For numeric text: whether the digits roll upward (the new ones come from below).
    package let rollsUp: Bool
    /// The transition drawn.
    package let kind: ContentTransition.Kind
}
