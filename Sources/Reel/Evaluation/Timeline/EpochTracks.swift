import Foundation

/// The animations running in one epoch (the time from one state change to the next), worked out
/// from the states up to it: the track of every attribute of the current state that animated, the
/// track of every view frame that moved, and the times during which insertion or removal
/// transitions may run. They are the same for every instance of a scene, so they are made once and
/// shared by the threads that render it (`ResolvedTimeline.tracks(ofEpoch:make:)`); a thread's
/// `EpochPlan` puts their values on its own laid-out tree.
package struct EpochTracks {
    /// The attributes of the current state that animated over the states up to it.
    let attributes: [AttributeTrack]
    /// The frame tracks of the views of the current state, by identity key.
    let frames: [NodeKey: FrameAnimation.Track]
    /// The times during which insertion or removal transitions may run: from an animated change
    /// that inserted or removed views until its animation ends.
    let transitionWindows: [(start: Double, end: Double)]

    /// The animations the attributes' changes ran with, each with when it began (explicit ones
    /// from `withAnimation` and those a view attaches to a value, `animation(_:value:)`), each
    /// distinct start and animation once, in the order of their starts.
    package var attributeAnimations: [(start: Double, animation: Animation)] {
        var seen = Set<String>()
        return attributes.flatMap(\.animated)
            .filter { seen.insert("\($0.start)|\($0.animation.description)").inserted }
            .sorted { $0.start < $1.start }
    }

    /// The tracks of the epoch of the last of `states`, from the trees' attributes and transition
    /// entries, the model frames of each state (`models`, empty with a single state) and the epochs.
    package init(states: [TimelineCache.StateData], models: [FrameAnimation.ModelFrames], epochs: [ResolvedTimeline.Epoch]) {
        let last = states.count - 1
        let collected = states.map(\.collected)
        attributes = AttributeTrack.tracks(maps: collected, epochs: epochs)
        frames = FrameAnimation.tracks(collected: collected, models: models, epochs: epochs)
        var windows: [(start: Double, end: Double)] = []
        if last > 0 {
            for j in 1...last {
                let before = states[j - 1].entries, after = states[j].entries
                guard before.count != after.count || after.keys.contains(where: { before.index(forKey: $0) == nil }) else { continue }
                var longest = EpochTracks.longestAnimation(epochs[j], states[j - 1].collected, states[j].collected)
                // Transitions with their own animation (`AnyTransition.animation(_:)`) run under any change.
                for (key, entry) in after where before[key] == nil {
                    longest = EpochTracks.including(TransitionAnimation.transition(of: entry.node).attachedAnimation(insertion: true), in: longest)
                }
                for (key, entry) in before where after[key] == nil {
                    longest = EpochTracks.including(TransitionAnimation.transition(of: entry.node).attachedAnimation(insertion: false), in: longest)
                }
                if let longest {
                    windows.append((epochs[j].time, epochs[j].time + longest))
                }
            }
        }
        transitionWindows = windows
    }

    /// `longest` extended to cover `animation` (for ever when it has no end).
    private static func including(_ animation: Animation?, in longest: Double?) -> Double? {
        guard let end = animation?.end else { return longest }
        return end.isNaN ? .infinity : max(longest ?? end, end)
    }

    /// The longest time (delays and repeats included) that an animation of a change made in
    /// `epoch` can run: the event's animation or that of any `animation(_:value:)` in the trees
    /// before and after the change, and for ever when a `transaction` modifier may set one. Nil when
    /// no animation can apply. Insertion and removal transitions run under the event's animation;
    /// the bound covers the others too, so the plan stays exact should they ever apply.
    private static func longestAnimation(_ epoch: ResolvedTimeline.Epoch, _ before: AttributeAnimation.Collected,
                                         _ after: AttributeAnimation.Collected) -> Double? {
        var longest: Double?
        func include(_ animation: Animation?) {
            guard let end = animation?.end else { return }
            longest = end.isNaN ? .infinity : max(longest ?? end, end)
        }
        include(epoch.transaction?.animation)
        for collected in [before, after] {
            for context in collected.contexts.values {
                for modifier in context {
                    switch modifier {
                    case .implicit(_, let animation, _): include(animation)
                    case .rewrite: return .infinity
                    }
                }
            }
        }
        return longest
    }
}
