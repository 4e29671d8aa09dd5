import Foundation

/// The view an animator modifier (`phaseAnimator`, `keyframeAnimator`) is applied to, as SwiftUI's
/// `PlaceholderContentView`: the modifier's content closure gets it and places it, modified by
/// the animated value.
public struct PlaceholderContentView<Value: View>: View, PrimitiveView {
    let content: Value

    /// Never evaluated: the placeholder resolves to the view it stands for.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode { context.resolve(content) }
}

extension View {
    /// Runs one pass through `phases` each time a state change changes `trigger`, as SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`: `content` modifies this view for a phase,
    /// and each step into a phase animates with `animation(phase)`.
    public func phaseAnimator<Phase, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Cycles continuously through `phases`, as SwiftUI's `phaseAnimator(_:content:animation:)`:
    /// `content` modifies this view for a phase, and each step into a phase animates with
    /// `animation(phase)`.
    public func phaseAnimator<Phase, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Plays `keyframes` each time a state change changes `trigger`, as SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`: `content` modifies this view for
    /// the animated value, which starts as `initialValue`; each run starts from the value the
    /// previous one reached (the argument of `keyframes`).
    public func keyframeAnimator<Value, Modified: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]
    ) -> KeyframeAnimator<Value, Modified> {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
