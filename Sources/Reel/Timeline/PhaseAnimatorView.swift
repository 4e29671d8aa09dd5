import Foundation

/// Content that cycles through phases, each step animated, as SwiftUI's `PhaseAnimator` running
/// continuously: the view starts in the first phase, moves to the second at once, and steps on
/// through the list and back to the first, each step starting when the previous animation ends.
public struct PhaseAnimator<Phase, Content: View>: View, PrimitiveView {
    let cycle: PhaseCycle<Phase>
    let content: (Phase) -> Content

    /// A phase animator over `phases`, moving into each phase with `animation(phase)`.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        cycle = PhaseCycle(phases, animation: animation)
        self.content = content
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        guard let first = cycle.phases.first else { return ViewNode(.empty) }
        // The steps up to now, each a state of the content; only the recent ones still animate,
        // but the content's history is kept short by starting from the last whole pass.
        var changes = cycle.changes(through: context.readTime())
        if changes.count > 2 * cycle.phases.count { changes = Array(changes.suffix(2 * cycle.phases.count)) }
        let initialPhase = changes.first.map { cycle.phases[($0.index - 1 + cycle.phases.count) % cycle.phases.count] } ?? first
        let startTime = changes.first.map { max(0, $0.time - 1e-9) } ?? 0
        var trees = [context.resolve(content(initialPhase), identity: .index(0))]
        var epochs = [SceneStates.Epoch(time: startTime, values: [], transaction: nil)]
        for change in changes {
            trees.append(context.resolve(content(change.phase), identity: .index(0)))
            epochs.append(SceneStates.Epoch(time: change.time, values: [], transaction: Transaction(animation: change.animation)))
        }
        return ViewNode(.group, children: [AttributeAnimation.animate(trees: trees, epochs: epochs, at: context.readTime())])
    }
}

/// Content driven by keyframes, as SwiftUI's `KeyframeAnimator`: the content is built at every
/// frame from the value the keyframe tracks give at the time since the scene's start (looping
/// when `repeating`).
public struct KeyframeAnimator<Value, Content: View>: View, PrimitiveView {
    let timeline: KeyframeTimeline<Value>
    let repeating: Bool
    let content: (Value) -> Content

    /// A keyframe animator.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: () -> [AnyKeyframeTrack<Value>]) {
        timeline = KeyframeTimeline(initialValue: initialValue, tracks: keyframes())
        self.repeating = repeating
        self.content = content
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        var t = context.readTime()
        let duration = timeline.duration
        if repeating, duration > 0, duration.isFinite { t = t.truncatingRemainder(dividingBy: duration) }
        return context.resolve(content(timeline.value(time: t)), identity: .index(0))
    }
}
