import Foundation

/// How long a preview runs when the command line does not say: until the last event of its views
/// (`onAppear`, `onChange`, `task`, delayed actions) has run and every animation those events
/// started has finished, and at least `minimum` seconds.
///
/// An animation finishes after its duration (a spring when it settles, delays and repetitions
/// included). One that repeats forever counts one cycle: one iteration, or there and back when it
/// autoreverses, so the preview ends where that cycle began and a looping video of it joins up.
/// Events and animations are looked for up to `limit` seconds: a preview whose events go on past
/// that (an action that delays itself again and again) runs `limit` seconds.
public enum PreviewDuration {
    /// The shortest automatic duration, in seconds.
    public static let minimum = 1.0
    /// The longest automatic duration, in seconds; `--duration` gives longer ones.
    public static let limit = 30.0

    /// The time, in seconds, at which `animation` started at 0 has finished, a forever-repeating
    /// one after one cycle.
    public static func length(of animation: Animation) -> Double {
        var time = animation.baseDuration
        for modifier in animation.modifiers {
            switch modifier {
            case .delay(let d): time = max(0, time + d)
            case .speed(let s): time = s > 0 ? time / s : time
            case .repeating(let count, let autoreverses, let iteration):
                time = count.map { Double($0) * iteration } ?? iteration * (autoreverses ? 2 : 1)
            }
        }
        return time.isFinite ? time : 0
    }

    /// The automatic duration of `scene`, whose timeline (resolved with a duration of at least
    /// `limit`) is `timeline` and whose state storage is `storage`: the end of the last event and
    /// of the animations started by it and by every event before it, at least `minimum`, at most
    /// `limit`. The storage is left in the first state.
    package static func automatic<S: AnimatedScene>(_ scene: S, timeline: ResolvedTimeline, storage: SceneStateStorage) -> Double {
        var end = 0.0
        var previous = ViewNode(.empty)
        defer { timeline.restore(0, in: storage) }
        for index in timeline.epochs.indices.dropFirst() {
            let epoch = timeline.epochs[index]
            end = max(end, epoch.time)
            if let animation = epoch.transaction?.animation { end = max(end, epoch.time + length(of: animation)) }
            // Implicit animations (`.animation(_:value:)`) in the state the event made run from it.
            timeline.restore(index, in: storage)
            var context = ResolveContext(diagnostics: DiagnosticLog(), time: epoch.time)
            context.state = storage.snapshot()
            context.viewStates = timeline.viewStates(index)
            let tree = SceneClock.at(epoch.time) {
                StateChangeRecorder.$bound.withValue(StateChangeRecorder(reportingTo: DiagnosticLog())) {
                    SceneRandom.withSeed(scene.format.seed, call: .body) { context.resolve(scene.body) }
                }
            }
            end = max(end, epoch.time + longestImplicitAnimation(in: tree))
            // Transitions with their own animation (`AnyTransition.animation(_:)`) run under any change.
            end = max(end, epoch.time + longestTransitionAnimation(in: tree), epoch.time + longestTransitionAnimation(in: previous))
            previous = tree
        }
        return min(limit, max(minimum, end))
    }

    /// The longest `length(of:)` of the animations attached to the transitions in `node`.
    private static func longestTransitionAnimation(in node: ViewNode) -> Double {
        var longest = 0.0
        if case .modifier(.transition(let t)) = node.kind {
            for animation in [t.insertionAnimation, t.removalAnimation].compactMap({ $0 }) { longest = max(longest, length(of: animation)) }
        }
        for child in node.children { longest = max(longest, longestTransitionAnimation(in: child)) }
        return longest
    }

    /// The longest `length(of:)` of the implicit animations in `node`.
    private static func longestImplicitAnimation(in node: ViewNode) -> Double {
        var longest = 0.0
        if case .modifier(.implicitAnimation(let animation?, _)) = node.kind { longest = length(of: animation) }
        for child in node.children { longest = max(longest, longestImplicitAnimation(in: child)) }
        return longest
    }
}
