import Foundation

/// One attribute of the current state's tree whose value changed over the states it has lived
/// through: its key, its model value now, and its presentation value as a function of the time.
///
/// Tracks depend only on the states, not on the frame's time, so they are made once per state
/// (the attribute animators are resolved then) and each frame only evaluates `presentation`.
package struct AttributeTrack {
    /// The attribute: the view's identity key and the slot.
    let key: AttributeKey
    /// The attribute's value in the current state's tree.
    let model: AttributeAnimation.Value
    /// The attribute's presentation value at a time.
    let presentation: (Double) -> AttributeAnimation.Value
    /// The index (among the tracks made together) of the first track with the same history as
    /// this one, which has the same presentation and model values: a frame evaluates it once.
    let shared: Int
    /// The animated changes of its history: when each began and the animation it ran with (what
    /// the preview's panel of running animations lists).
    let animated: [(start: Double, animation: Animation)]

    /// The tracks of the attributes of the last of `maps` (the current state's tree) whose value
    /// changed over the states they have lived through without a gap. `maps[i]` holds the
    /// attributes of the tree of `epochs[i]`.
    package static func tracks(maps: [AttributeAnimation.Collected], epochs: [ResolvedTimeline.Epoch]) -> [AttributeTrack] {
        guard maps.count > 1 else { return [] }
        let last = maps.count - 1
        var result: [AttributeTrack] = []
        result.reserveCapacity(maps[last].attributes.count)
        var histories: [AnimationHistoryKey: Int] = [:]
        for (key, attribute) in maps[last].attributes {
            // The states this attribute has lived through without a gap, ending now.
            var first = last
            var changed = false
            while first > 0, let earlier = maps[first - 1].attributes[key] {
                if earlier.value != maps[first].attributes[key]!.value { changed = true }
                first -= 1
            }
            // An emitter inserted by a later state has a track even when it never moved: its clock
            // starts when it appeared.
            guard changed || (first > 0 && attribute.value.isEmitterMotion) else { continue }
            let history = (first...last).map { j -> (Double, Transaction, AttributeAnimation.Value) in
                let a = maps[j].attributes[key]!
                let transaction = AttributeAnimation.transaction(for: a.context, epoch: epochs[j], now: maps[j],
                                                                 before: j > 0 ? maps[j - 1] : nil)
                return (epochs[j].time, transaction, a.value)
            }
            let fingerprint = historyKey(history)
            if let fingerprint, let index = histories[fingerprint] {
                result.append(AttributeTrack(key: key, model: attribute.value, presentation: result[index].presentation, shared: index,
                                             animated: result[index].animated))
                continue
            }
            guard let presentation = AttributeAnimation.presentation(history) else { continue }
            if let fingerprint { histories[fingerprint] = result.count }
            let animated = history.indices.dropFirst().compactMap { j -> (start: Double, animation: Animation)? in
                guard history[j].2 != history[j - 1].2, let animation = history[j].1.animation else { return nil }
                return (history[j].0, animation)
            }
            result.append(AttributeTrack(key: key, model: attribute.value, presentation: presentation, shared: result.count, animated: animated))
        }
        return result
    }

    /// The fingerprint of an attribute's history, nil when it cannot be shared.
    private static func historyKey(_ history: [(Double, Transaction, AttributeAnimation.Value)]) -> AnimationHistoryKey? {
        var key = AnimationHistoryKey()
        for (time, transaction, value) in history {
            key.append(time)
            guard key.append(transaction), key.append(value) else { return nil }
        }
        return key
    }

    /// The presentation values at `time` of the attributes of `tracks` that differ from their
    /// model values.
    static func presented(_ tracks: [AttributeTrack], at time: Double) -> [AttributeKey: AttributeAnimation.Value] {
        var presented: [AttributeKey: AttributeAnimation.Value] = [:]
        for track in tracks {
            let value = track.presentation(time)
            if value != track.model { presented[track.key] = value }
        }
        return presented
    }
}
