import Foundation

/// The work of views and tasks that lives across timeline events while a timeline is resolved:
/// the views' attachments (`task`, `onReceive`) by the identity of their modifier, and the tasks
/// still running, which the end of the timeline stops.
///
/// Their events are the timeline's own: a timer's tick and a task's wake-up are delayed actions
/// (`DelayedActions`), run in time order with the scene's `At` events and followed by the settle
/// loop, so they change state, animate and are bounded as any event is.
package final class TimelineScheduler: @unchecked Sendable {
    /// The scheduler bound on this thread, if any.
    @TaskLocal static var bound: TimelineScheduler?
    /// The scheduler of the timeline being resolved, if any (on a task's own thread, through its
    /// `EventContext`).
    package static var current: TimelineScheduler? { bound ?? EventContext.current?.scheduler }

    /// The most tasks (`.task`, `Task { … }`) one timeline may start.
    package static let taskLimit = 1_000
    /// The most tasks running (started and not ended) at once in one timeline.
    package static let liveTaskLimit = 64

    private struct Attached {
        var work: any AttachedWork
        var id: ObservedValue?
    }
    private var attached: [ViewStateKey: Attached] = [:]
    private var order: [ViewStateKey] = []
    /// What stops each running task at the end of the timeline, in the order they started.
    private var running: [(owner: ObjectIdentifier, stop: () -> Void)] = []
    /// How many tasks have started.
    package private(set) var tasksStarted = 0

    init() {}

    /// Runs `body` with this scheduler bound.
    func bind<T>(_ body: () throws -> T) rethrows -> T {
        try TimelineScheduler.$bound.withValue(self, operation: body)
    }

    /// The actions the attachments among `events` (one resolution's event modifiers, in tree
    /// order) need: stopping those of views removed, starting those of views inserted, and
    /// restarting those whose id changed. The others take the resolution's modifier.
    func actions(for events: [ViewEvent]) -> [() -> Void] {
        var actions: [() -> Void] = []
        var present = Set<ViewStateKey>()
        var starts: [(ViewStateKey, any ViewAttachment)] = []
        for event in events {
            guard case .attach(let attachment) = event.kind else { continue }
            present.insert(event.key)
            guard let known = attached[event.key] else {
                starts.append((event.key, attachment))
                continue
            }
            if let id = attachment.id, let old = known.id, !id.equals(old.value) {
                let key = event.key
                actions.append { [self] in
                    attached[key]?.work.stop()
                    attached[key] = Attached(work: attachment.start(), id: attachment.id)
                }
            } else {
                known.work.update(attachment)
            }
        }
        for key in order where !present.contains(key) {
            guard let work = attached[key]?.work else { continue }
            attached[key] = nil
            actions.append { work.stop() }
        }
        order = order.filter { attached[$0] != nil }
        for (key, attachment) in starts {
            // Kept at once, so the next resolution does not start it again.
            let work = PendingWork()
            attached[key] = Attached(work: work, id: attachment.id)
            order.append(key)
            actions.append { [self] in
                let started = attachment.start()
                work.started = started
                if attached[key]?.work === work { attached[key] = Attached(work: started, id: attachment.id) } else { started.stop() }
            }
        }
        return actions
    }

    /// Notes a task that has started, and what stops it if it is still running when the timeline
    /// ends; past a limit, says which instead.
    package func taskStarted(_ owner: AnyObject, stop: @escaping () -> Void) -> String? {
        guard tasksStarted < TimelineScheduler.taskLimit else { return "more than \(TimelineScheduler.taskLimit) tasks started in one timeline" }
        guard running.count < TimelineScheduler.liveTaskLimit else { return "more than \(TimelineScheduler.liveTaskLimit) tasks are running at once" }
        tasksStarted += 1
        running.append((ObjectIdentifier(owner), stop))
        return nil
    }

    /// Notes that a task has ended.
    package func taskEnded(_ owner: AnyObject) {
        running.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    /// Stops every task still running (sleeping past the scene's end), last started first.
    func finish() {
        while let last = running.popLast() { last.stop() }
        attached = [:]
        order = []
    }
}

/// The work of an attachment whose start has been decided but not run yet.
private final class PendingWork: AttachedWork {
    var started: (any AttachedWork)?
    func update(_ attachment: any ViewAttachment) { started?.update(attachment) }
    func stop() { started?.stop() }
}
