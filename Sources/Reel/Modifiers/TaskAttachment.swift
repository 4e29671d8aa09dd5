import Foundation

/// A compiled scene's `.task { … }` and `.task(id:) { … }`: the action runs when the view is
/// inserted and, with an id, again when the id changes. It runs to its end at once (compiled
/// `async` code cannot wait on the scene's clock), so there is nothing to cancel.
struct TaskAttachment: ViewAttachment {
    let id: ObservedValue?
    let action: () -> Void
    var name: String { "task" }

    func start() -> any AttachedWork {
        action()
        return FinishedWork()
    }

    /// Work that has ended.
    private final class FinishedWork: AttachedWork {
        func update(_ attachment: any ViewAttachment) {}
        func stop() {}
    }
}
