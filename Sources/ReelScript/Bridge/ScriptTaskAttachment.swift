import Reel

/// A scene file's `.task { … }` or `.task(id:) { … }` as a view attachment: the timeline starts a
/// `ScriptTask` when the view is inserted (and again, after cancelling the last, when the id
/// changes) and cancels it when the view is removed.
struct ScriptTaskAttachment: ViewAttachment {
    let id: ObservedValue?
    /// Makes the task to start.
    let make: () -> ScriptTask
    var name: String { "task" }

    func start() -> any AttachedWork {
        let task = make()
        task.start()
        return task
    }
}
