import Foundation

/// What happens to a scene's state, and when: a list of timeline events, built with `At`.
public protocol Timeline {
    /// The events, in the order written.
    var events: [TimelineEvent] { get }
}

/// One moment of a timeline: at `time` seconds, `action` changes state.
public struct TimelineEvent {
    /// When the event happens, in seconds from the scene's start.
    public let time: Double
    /// Changes state, usually inside `withAnimation`.
    public let action: () -> Void
    /// Where the event was written, for messages.
    public let location: String
    /// Where a scene file wrote the event (its `At`), for positioned messages; nil in compiled scenes.
    public let position: SourcePosition?

    /// An event.
    public init(time: Double, location: String = "", action: @escaping () -> Void) {
        self.init(time: time, location: location, position: nil, action: action)
    }

    /// An event written at `position` in a scene file.
    package init(time: Double, location: String, position: SourcePosition?, action: @escaping () -> Void) {
        self.time = time
        self.action = action
        self.location = location
        self.position = position
    }
}

/// At `time` seconds, run `action`: `At(0.5) { withAnimation(.spring) { liked = true } }`.
public struct At: Timeline {
    /// The one event.
    public let events: [TimelineEvent]
    /// An event at `time` seconds.
    public init(_ time: Double, file: String = #fileID, line: Int = #line, _ action: @escaping () -> Void) {
        events = [TimelineEvent(time: time, location: "\(file):\(line)", action: action)]
    }

    /// An event at `time` seconds written at `position` in a scene file.
    package init(_ time: Double, position: SourcePosition, _ action: @escaping () -> Void) {
        events = [TimelineEvent(time: time, location: "\(position.file):\(position.line)", position: position, action: action)]
    }
}

/// No events.
public struct EmptyTimeline: Timeline {
    /// A timeline with no events.
    public init() {}
    /// None.
    public var events: [TimelineEvent] { [] }
}

/// Several timelines together.
public struct CombinedTimeline: Timeline {
    /// Every event of the parts, in the order written.
    public let events: [TimelineEvent]
    /// The events of `parts` in order.
    public init(_ parts: [any Timeline]) { events = parts.flatMap(\.events) }
}

/// Builds a timeline from `At` statements, loops and conditions.
@resultBuilder
public enum TimelineBuilder {
    /// The parts of a block.
    public static func buildBlock(_ parts: any Timeline...) -> CombinedTimeline { CombinedTimeline(parts) }
    /// The events of a `for` loop.
    public static func buildArray(_ parts: [any Timeline]) -> CombinedTimeline { CombinedTimeline(parts) }
    /// An `if` without `else`.
    public static func buildOptional(_ part: (any Timeline)?) -> CombinedTimeline { CombinedTimeline(part.map { [$0] } ?? []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: any Timeline) -> CombinedTimeline { CombinedTimeline([first]) }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: any Timeline) -> CombinedTimeline { CombinedTimeline([second]) }
}
