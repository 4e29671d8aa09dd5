import Foundation

/// What "now" is in a scene: the time being evaluated, as a date.
///
/// A scene's clock is its timeline, so a frame stays a pure function of its time: while the
/// engine evaluates the scene at time `t` (its body, a `TimelineView`'s content, a canvas drawn
/// for that frame), `Date.now` is `SceneClock.referenceDate` plus `t` seconds; while a timeline
/// event runs, it is the event's time; anywhere else (a property's initial value), the scene's
/// start. The reference date is `Date(timeIntervalSinceReferenceDate: 0)`, 2001-01-01 00:00:00
/// UTC, the date a `TimelineView`'s `context.date` counts from too, so
/// `Date.now.timeIntervalSinceReferenceDate` is the scene time in seconds.
public enum SceneClock {
    /// The date of the scene's start (time 0): 2001-01-01 00:00:00 UTC.
    public static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The scene's current time as a date (see the type's description).
    public static var now: Date {
        guard let reading = Reading.current else { return referenceDate }
        reading.reads?.readsTime = true
        return Date(timeIntervalSinceReferenceDate: reading.time)
    }

    /// The time "now" stands for while `body` runs, noting reads in `reads` (so a tree whose body
    /// asked for the date is not reused at another time).
    package static func at<T>(_ time: Double, reads: TimeReadRecorder? = nil, _ body: () throws -> T) rethrows -> T {
        try Reading.$bound.withValue(Reading(time: time, reads: reads), operation: body)
    }

    /// The time in effect on this task.
    final class Reading: @unchecked Sendable {
        /// The time bound on this task, if any.
        @TaskLocal static var bound: Reading?
        /// The time in effect on this task, if any (on a task's own thread, that of the event
        /// that resumed it: `EventContext`).
        static var current: Reading? { bound ?? EventContext.current?.reading }
        /// Seconds from the scene's start.
        let time: Double
        /// Where reads are noted.
        let reads: TimeReadRecorder?

        init(time: Double, reads: TimeReadRecorder?) {
            self.time = time
            self.reads = reads
        }
    }
}

extension Date {
    /// The scene's current time as a date: the reference date (2001-01-01 00:00:00 UTC) plus the
    /// scene time being evaluated, so frames stay pure functions of time (see `SceneClock`).
    public static var now: Date { SceneClock.now }
}

extension SceneClock {
    /// The scene time being evaluated, nil outside any evaluation; reading it is not noted as a
    /// read of the date (for messages, which do not change what is drawn).
    package static var evaluatedTime: Double? { Reading.current?.time }

    /// The scene time being evaluated, in seconds from the start (0 outside any evaluation).
    package static var seconds: Double {
        guard let reading = Reading.current else { return 0 }
        reading.reads?.readsTime = true
        return reading.time
    }
}
