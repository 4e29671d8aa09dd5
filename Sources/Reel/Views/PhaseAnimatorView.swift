import Foundation

/// Content that moves through phases, each step animated, as SwiftUI's `PhaseAnimator`.
///
/// Running continuously (no trigger), the view starts in the first phase, moves to the second at
/// once, and steps on through the list and back to the first, each step starting when the
/// previous animation ends. With a trigger, the view rests in the first phase; each state change
/// that changes the trigger runs one pass from that state's time (second phase … last phase, then
/// back to the first) and stops; a change during a pass starts a new pass (see `PhaseCycle`).
public struct PhaseAnimator<Phase, Content: View>: View, PrimitiveView {
    let cycle: PhaseCycle<Phase>
    let content: (Phase) -> Content
    let trigger: TriggeredContentNode.Trigger?

    /// A phase animator cycling continuously through `phases`, moving into each phase with
    /// `animation(phase)`.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        cycle = PhaseCycle(phases, animation: animation)
        self.content = content
        trigger = nil
    }

    /// A phase animator that runs one pass through `phases` each time a state change changes
    /// `trigger`, moving into each phase with `animation(phase)`.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        cycle = PhaseCycle(phases, animation: animation)
        self.content = content
        self.trigger = TriggeredContentNode.Trigger(trigger)
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        guard let first = cycle.phases.first else { return ViewNode(.empty) }
        guard let trigger else {
            let time = context.readTime()
            return ViewNode(.group, children: [animated(cycle.changes(through: time), at: time, in: context)])
        }
        // At rest in the first phase; the attribute animation rebuilds the content from the
        // times the trigger changed.
        let cycle = self.cycle
        let node = TriggeredContentNode(trigger: trigger, name: "PhaseAnimator") { firings, time in
            animated(cycle.changes(triggers: firings, through: time), at: time, in: context)
        }
        return ViewNode(modifier: .triggered(node), content: context.resolve(content(first), identity: .index(0)))
    }

    /// The content after the phase steps `changes`, with the steps still running animated at `time`.
    private func animated(_ changes: [PhaseChange<Phase>], at time: Double, in context: ResolveContext) -> ViewNode {
        guard let first = cycle.phases.first else { return ViewNode(.empty) }
        // Only the recent steps still animate, so the history is kept short: the last two passes'
        // worth, starting from the phase the step before them had reached.
        let keep = 2 * cycle.phases.count
        let dropped = max(0, changes.count - keep)
        let recent = changes[dropped...]
        let initialPhase = dropped > 0 ? changes[dropped - 1].phase : first
        let startTime = recent.first.map { max(0, $0.time - 1e-9) } ?? 0
        var trees = [context.resolve(content(initialPhase), identity: .index(0))]
        var epochs = [ResolvedTimeline.Epoch(time: startTime, values: .none, transaction: nil)]
        for change in recent {
            trees.append(context.resolve(content(change.phase), identity: .index(0)))
            epochs.append(ResolvedTimeline.Epoch(time: change.time, values: .none, transaction: Transaction(animation: change.animation)))
        }
        return AttributeAnimation.animate(trees: trees, epochs: epochs, at: time)
    }
}

/// Content driven by keyframes, as SwiftUI's `KeyframeAnimator`.
///
/// Repeating (the default), the content is built at every frame from the value the keyframe
/// tracks give at the time since the scene's start, looping. With a trigger, the content shows
/// `initialValue` until a state change changes the trigger; the keyframes then play from that
/// state's time, starting from the animator's current value (the value the previous run reached;
/// SwiftUI gives the keyframes closure the same value), and the content keeps their final value
/// when they end. A change during a run starts the keyframes again from the value reached.
public struct KeyframeAnimator<Value, Content: View>: View, PrimitiveView {
    let timeline: KeyframeTimeline<Value>
    let repeating: Bool
    let content: (Value) -> Content
    let trigger: TriggeredContentNode.Trigger?
    let keyframes: ((Value) -> [AnyKeyframeTrack<Value>])?

    /// A keyframe animator playing its keyframes from the scene's start (looping when
    /// `repeating`).
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: () -> [AnyKeyframeTrack<Value>]) {
        timeline = KeyframeTimeline(initialValue: initialValue, tracks: keyframes())
        self.repeating = repeating
        self.content = content
        trigger = nil
        self.keyframes = nil
    }

    /// A keyframe animator playing the keyframes `keyframes(currentValue)` each time a state
    /// change changes `trigger`.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]) {
        timeline = KeyframeTimeline(initialValue: initialValue, tracks: [])
        repeating = false
        self.content = content
        self.trigger = TriggeredContentNode.Trigger(trigger)
        self.keyframes = keyframes
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        guard let trigger, let keyframes else {
            var t = context.readTime()
            let duration = timeline.duration
            if repeating, duration > 0, duration.isFinite { t = t.truncatingRemainder(dividingBy: duration) }
            return context.resolve(content(timeline.value(time: t)), identity: .index(0))
        }
        let initialValue = timeline.initialValue, content = self.content
        let node = TriggeredContentNode(trigger: trigger, name: "KeyframeAnimator") { firings, time in
            let value = KeyframeAnimator.value(from: initialValue, keyframes: keyframes, firings: firings, at: time)
            return context.resolve(content(value), identity: .index(0))
        }
        return ViewNode(modifier: .triggered(node), content: context.resolve(content(initialValue), identity: .index(0)))
    }

    /// The value at `time` when runs of `keyframes` started at `firings`: each run starts from the
    /// value the previous one reached and holds its final value after its end.
    static func value(from initialValue: Value, keyframes: (Value) -> [AnyKeyframeTrack<Value>],
                      firings: [Double], at time: Double) -> Value {
        var value = initialValue
        var run: (start: Double, timeline: KeyframeTimeline<Value>)?
        for start in firings where start <= time {
            if let run { value = run.timeline.value(time: min(start - run.start, run.timeline.duration)) }
            run = (start, KeyframeTimeline(initialValue: value, tracks: keyframes(value)))
        }
        if let run { value = run.timeline.value(time: min(time - run.start, run.timeline.duration)) }
        return value
    }
}
