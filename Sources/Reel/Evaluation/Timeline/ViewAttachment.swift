import Foundation

/// Work a view runs for as long as it is present: `.task { … }` (restarted when its `id` changes)
/// and `.onReceive(timer) { … }`. The timeline starts it when the view is inserted, gives it each
/// later resolution's modifier (`AttachedWork.update`, so it calls the latest closure), and stops
/// it when the view is removed (see `TimelineScheduler`).
package protocol ViewAttachment {
    /// The modifier's name, for messages.
    var name: String { get }
    /// The value whose change restarts the work (`task(id:)`), if any.
    var id: ObservedValue? { get }
    /// Starts the work, in a timeline event at the moment the view is inserted.
    func start() -> any AttachedWork
}

/// Work a `ViewAttachment` started.
package protocol AttachedWork: AnyObject {
    /// Takes the modifier as a later resolution of the body made it.
    func update(_ attachment: any ViewAttachment)
    /// Stops the work (the view was removed, or its id changed), in a timeline event.
    func stop()
}
