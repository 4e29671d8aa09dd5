import Foundation

/// A view rebuilt at every frame from the time, as SwiftUI's `TimelineView`: its content gets a
/// context whose `date` is the frame's time, quantised by the schedule.
///
/// In a scene, dates count from the scene's start: `context.date.timeIntervalSinceReferenceDate`
/// and `context.time` are the seconds since the scene began, so content derived from them is
/// the same at any frame rate; `Date.now` in the content is `context.date` (see `SceneClock`).
public struct TimelineView<Content: View>: View, PrimitiveView {
    /// What the content is given.
    public typealias Context = TimelineViewDefaultContext

    let schedule: TimelineSchedule
    let content: (Context) -> Content

    /// A timeline view updating on `schedule`.
    public init(_ schedule: TimelineSchedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ViewNode {
        let t = schedule.time(at: context.readTime())
        // `Date.now` in the content is the update's date, as `context.date` is.
        let content = SceneClock.at(t) { self.content(Context(date: Date(timeIntervalSinceReferenceDate: t))) }
        return ViewNode(.group, children: [SceneClock.at(t) { context.resolve(content, identity: .index(0)) }])
    }
}

/// What a `TimelineView`'s content is given: the time of the update.
public struct TimelineViewDefaultContext {
    /// The time of this update, as a date counting from the scene's start.
    public let date: Date
    /// The time of this update in seconds from the scene's start.
    public var time: Double { date.timeIntervalSinceReferenceDate }
}

/// When a `TimelineView` updates.
public struct TimelineSchedule: Sendable {
    let quantize: @Sendable (Double) -> Double

    /// The time shown at scene time `t`.
    public func time(at t: Double) -> Double { quantize(t) }

    /// Every frame.
    public static var animation: TimelineSchedule { TimelineSchedule { $0 } }
    /// Every frame, but at most once per `minimumInterval` seconds; `paused` holds the start.
    public static func animation(minimumInterval: Double?, paused: Bool = false) -> TimelineSchedule {
        TimelineSchedule { t in
            if paused { return 0 }
            guard let m = minimumInterval, m > 0, m.isFinite else { return t }
            return (t / m + 1e-9).rounded(.down) * m
        }
    }
    /// Every `interval` seconds from `start` (before `start`, the start).
    public static func periodic(from start: Date, by interval: Double) -> TimelineSchedule {
        let s = start.timeIntervalSinceReferenceDate
        return TimelineSchedule { t in
            guard interval > 0, interval.isFinite, t > s else { return s }
            return s + ((t - s) / interval + 1e-9).rounded(.down) * interval
        }
    }
    /// Every whole minute.
    public static var everyMinute: TimelineSchedule { periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 60) }
    /// At the given dates only: the latest one not after the time.
    public static func explicit(_ dates: [Date]) -> TimelineSchedule {
        let times = dates.map(\.timeIntervalSinceReferenceDate).sorted()
        return TimelineSchedule { t in times.last { $0 <= t + 1e-9 } ?? (times.first ?? t) }
    }
}
