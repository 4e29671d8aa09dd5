import Foundation

/// A scene: a format, a body of views, and a timeline of state changes. Reel evaluates the body
/// once for each state the timeline produces, animates what changed, and draws every frame.
public protocol AnimatedScene: SendableMetatype {
    /// The type of the root view.
    associatedtype Body: View
    /// The type of the timeline.
    associatedtype TimelineBody: Timeline = EmptyTimeline
    /// The canvas and timing.
    var format: SceneFormat { get }
    /// The scene's content, for the current state.
    @ViewBuilder var body: Body { get }
    /// The state changes, at their times.
    @TimelineBuilder var timeline: TimelineBody { get }
    /// The music bed laid under the whole scene, if any (nil by default); the sounds its events
    /// play (`play(_:volume:)`) mix over it.
    var soundtrack: Soundtrack? { get }
    /// A scene is created with no arguments.
    init()
}

extension AnimatedScene {
    /// No soundtrack: the scene's sound is the sounds its events play, if any.
    public var soundtrack: Soundtrack? { nil }
}

extension AnimatedScene where TimelineBody == EmptyTimeline {
    /// No state changes: a still or a purely time-driven scene.
    public var timeline: EmptyTimeline { EmptyTimeline() }
}
