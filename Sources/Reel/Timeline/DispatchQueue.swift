import Foundation

/// The main queue of SwiftUI code, run on the scene's timeline: an action given to
/// `DispatchQueue.main.asyncAfter(deadline:execute:)` inside a timeline event (an `At` event,
/// `onAppear`, `onChange`, `onDisappear`, `task`, or an action delayed before) runs as a timeline
/// event of its own at the deadline, `.now() + 1.5` being the running event's time plus 1.5 s;
/// `async(execute:)` runs it at the same moment, after the running event. Its changes animate as
/// any event's do (`withAnimation` inside the action; the transaction of the event that delayed it
/// does not carry over, as in SwiftUI).
///
/// Nothing runs on a real queue and nothing reads the machine's clock, so frames stay a function
/// of their time. Called anywhere but in a timeline event (while a `body` is evaluated, say), it
/// does nothing and reports an error. An action whose deadline lies past the scene's end never
/// runs; one whose deadline has passed runs at once, after the running event.
///
/// Reel declares it so that code importing Reel finds this type, not Dispatch's (write
/// `Dispatch.DispatchQueue` for that one).
public final class DispatchQueue: Sendable {
    /// The queue timeline events delay actions on.
    public static let main = DispatchQueue()

    private init() {}

    /// Runs `work` as a timeline event at `deadline` (`.now() + 0.5`: half a second after the
    /// running event).
    public func asyncAfter(deadline: DispatchTime, file: String = #fileID, line: Int = #line, execute work: @escaping () -> Void) {
        schedule(at: deadline.seconds, name: "asyncAfter", location: "\(file):\(line)", position: nil, work)
    }

    /// Runs `work` as a timeline event at the running event's moment, after it.
    public func async(file: String = #fileID, line: Int = #line, execute work: @escaping () -> Void) {
        schedule(at: nil, name: "async", location: "\(file):\(line)", position: nil, work)
    }

    /// Delays `work` to `time` seconds (the running event's time when nil), or reports that no
    /// timeline event is running; `name` is the method called, `location` and `position` where.
    package func schedule(at time: Double?, name: String, location: String, position: SourcePosition?, _ work: @escaping () -> Void) {
        guard let actions = DelayedActions.current else {
            DiagnosticLog.current?.error(
                "'DispatchQueue.main.\(name)' runs its action on the timeline, so it may only be called in a timeline event ('At', 'onAppear', 'onChange', 'onDisappear', 'task', or an action delayed before); here it does nothing: call it from one of those, or write the change as an 'At(seconds) { … }' event",
                view: position == nil ? "DispatchQueue.main.\(name) \(location)" : nil, location: position)
            return
        }
        actions.add(DelayedActions.Action(time: time ?? actions.time, run: work, location: location, position: position))
    }
}

/// The actions a running timeline event delays with `DispatchQueue.main`, collected for the
/// timeline to run at their times (see `ResolvedTimeline`).
package final class DelayedActions: @unchecked Sendable {
    /// The collector bound on this task, if any.
    @TaskLocal static var bound: DelayedActions?
    /// The collector of the timeline event running on this task, if any (on a task's own thread,
    /// the event that resumed it: `EventContext`).
    static var current: DelayedActions? { bound ?? EventContext.current?.delays }

    /// One delayed action.
    struct Action {
        /// When it runs, in seconds from the scene's start.
        let time: Double
        /// What it runs.
        let run: () -> Void
        /// Where it was delayed (`file:line`), for messages.
        let location: String
        /// Where in a scene file it was delayed, when it was.
        let position: SourcePosition?
    }

    /// The running event's time.
    let time: Double
    /// The actions delayed so far, in the order delayed.
    private(set) var actions: [Action] = []

    init(time: Double) { self.time = time }

    func add(_ action: Action) { actions.append(action) }
}
