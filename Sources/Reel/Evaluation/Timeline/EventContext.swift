import Foundation

/// What a timeline event binds for the code it runs (the recorder of its state changes, the
/// collector of the actions it delays and of the sounds it plays, its time and its random numbers), kept in one object a
/// task's own thread reads.
///
/// A scene file's `.task { … }` and `Task { … }` bodies run on threads of their own, as coroutines
/// the timeline hands control to one at a time (see "Time as events" in ARCHITECTURE.md). Their
/// stacks outlive the event that started them: a task that slept resumes in a later event. The
/// thread binds one `EventContext` for its whole life, and whoever resumes it (the timeline, in
/// the event the wake-up is) first copies its own bindings into it (`adopt()`), so the task's
/// changes, delays, `Date.now` and random numbers are that event's.
package final class EventContext: @unchecked Sendable {
    /// The context bound on this thread, if any (a task's own thread).
    @TaskLocal package static var current: EventContext?

    var recorder: StateChangeRecorder?
    var delays: DelayedActions?
    var sounds: SoundPlayback?
    var reading: SceneClock.Reading?
    var random: SceneRandom.Source?
    var scheduler: TimelineScheduler?

    /// An empty context.
    package init() {}

    /// Takes the bindings in effect on the calling thread: the running event's.
    package func adopt() {
        recorder = StateChangeRecorder.current
        delays = DelayedActions.current
        sounds = SoundPlayback.current
        reading = SceneClock.Reading.current
        random = SceneRandom.current
        scheduler = TimelineScheduler.current
    }

    /// Forgets the bindings (the task is not running).
    package func clear() {
        recorder = nil
        delays = nil
        sounds = nil
        reading = nil
        random = nil
    }

    /// Runs `body` with this context bound on the calling thread.
    package func bind<T>(_ body: () throws -> T) rethrows -> T {
        try EventContext.$current.withValue(self, operation: body)
    }
}
