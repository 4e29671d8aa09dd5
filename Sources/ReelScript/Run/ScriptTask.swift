import Foundation
import Reel
import ReelSystem

/// A scene file's task (`.task { … }`, `.task(id:) { … }`, `Task { … }`): its body runs on a
/// thread of its own as a coroutine of the timeline, so `try await Task.sleep(for:)` can suspend
/// it in the middle of a loop or a nested call and the timeline can resume it, as an event of its
/// own, at exactly its wake time.
///
/// Control passes by hand: whoever resumes a task (the timeline's event, or a task starting
/// another) waits until the task sleeps or ends, so exactly one thread runs scene code at any
/// moment and the order of everything is the timeline's, the same on every run. While it runs,
/// the task has its own frames in the interpreter (`Interpreter.ExecutionState`), and the event
/// that resumed it binds its state changes, delays, clock and random numbers (`EventContext`).
///
/// A task is cancelled when its view disappears, its id changes or `cancel()` is called: a
/// sleeping task is resumed at once and its `Task.sleep` throws `CancellationError`, and
/// `Task.isCancelled` is true from then on. At the end of the timeline every task still sleeping
/// is stopped (its wake time lies past the scene's end): its sleep ends it with an error scene
/// code cannot catch.
final class ScriptTask: AttachedWork, @unchecked Sendable {
    /// The task whose body runs on this thread, if any.
    @TaskLocal static var current: ScriptTask?

    private let interpreter: Interpreter
    private let body: ScriptFunction
    private let position: ScriptPosition
    /// What is written where the task starts, for messages (`task`, `Task`).
    private let name: String
    private let context = EventContext()
    private let toTask = DispatchSemaphore(value: 0)
    private var toResumer: DispatchSemaphore?
    private var thread: SystemThread?
    /// The task's interpreter state while it does not run.
    private var saved = Interpreter.ExecutionState()
    /// Whether the task has been cancelled.
    private(set) var isCancelled = false
    private var aborted = false
    private var finished = false
    private var sleeping = false
    private var wakeGeneration = 0
    /// Runs once the task has ended, in the event that saw it end (a `refreshable` action's end
    /// hides the scroll view's spinner).
    var onFinish: (() -> Void)?

    init(interpreter: Interpreter, body: ScriptFunction, position: ScriptPosition, name: String) {
        self.interpreter = interpreter
        self.body = body
        self.position = position
        self.name = name
    }

    /// Starts the task in the running timeline event, running its body until it first sleeps or
    /// ends; errors (no timeline, too many tasks) are reported at its position.
    func start() {
        guard let scheduler = TimelineScheduler.current, StateChangeRecorder.isRunningEvent else {
            interpreter.report(interpreter.error(.invalidValue, position,
                                                 "'\(name)' runs on the timeline, so it may only start in a timeline event ('At', 'onAppear', 'onChange', a 'Button' action, a timer, another task); here it does nothing"),
                               at: position)
            finished = true
            finishHandled()
            return
        }
        if let refusal = scheduler.taskStarted(self, stop: { [self] in abort() }) {
            interpreter.report(interpreter.error(.limit, position, refusal + "; this one does not run: start tasks in fewer places, or end them before starting more"),
                               at: position)
            finished = true
            finishHandled()
            return
        }
        let log = DiagnosticLog.current
        let assets = AssetCatalog.current
        let started = SystemThread.start(stackSize: LargeStack.stackSize) { [self] in
            toTask.wait()
            DiagnosticLog.$current.withValue(log) {
                AssetCatalog.$current.withValue(assets) {
                    ScriptTask.$current.withValue(self) {
                        context.bind { runBody() }
                    }
                }
            }
            finished = true
            toResumer?.signal()
        }
        guard let started else {
            scheduler.taskEnded(self)
            interpreter.report(interpreter.error(.limit, position, "the system could not start a thread for '\(name)'; it does not run"), at: position)
            finished = true
            return
        }
        thread = started
        resume()
    }

    /// Runs the body on the task's thread, reporting its errors where they happened.
    private func runBody() {
        do {
            _ = try interpreter.call(body, [], at: position)
        } catch is TaskStopped {
            // Stopped at the end of the timeline.
        } catch let thrown as ScriptThrown {
            if thrown.value.native(as: CancellationError.self) != nil { return }
            interpreter.report(interpreter.error(.invalidValue, position, "the task ended with an error it did not catch: \(thrown.description)"), at: position)
        } catch {
            interpreter.report(error, at: position)
        }
    }

    /// Hands control to the task until it sleeps or ends, from the running event (on the calling
    /// thread, which waits).
    private func resume() {
        guard !finished, let thread else { return }
        context.adopt()
        saved.steps = 0
        let resumer = interpreter.exchangeState(saved)
        let back = DispatchSemaphore(value: 0)
        toResumer = back
        toTask.signal()
        back.wait()
        saved = interpreter.exchangeState(resumer)
        context.clear()
        if finished {
            thread.join()
            self.thread = nil
            TimelineScheduler.current?.taskEnded(self)
            finishHandled()
        }
    }

    /// Runs `onFinish` once, if the task ended while an event runs.
    private func finishHandled() {
        guard let onFinish, StateChangeRecorder.isRunningEvent else { return }
        self.onFinish = nil
        onFinish()
    }

    /// On the task's thread: waits `seconds` of scene time (resumed by a delayed action at
    /// exactly the wake time), throwing `CancellationError` when the task is cancelled.
    func sleep(_ seconds: Double, at position: ScriptPosition) throws {
        if isCancelled { throw ScriptThrown.cancellation }
        guard seconds.isFinite, seconds >= 0 else {
            throw interpreter.error(.badArguments, position, "'Task.sleep' needs a duration of zero or more seconds, not \(seconds)")
        }
        wakeGeneration += 1
        let generation = wakeGeneration
        Reel.DispatchQueue.main.schedule(at: SceneClock.seconds + seconds, name: "Task.sleep", location: "", position: interpreter.error(.syntax, position, "").location) { [self] in
            guard sleeping, wakeGeneration == generation else { return }
            resume()
        }
        sleeping = true
        try suspend()
        sleeping = false
        if isCancelled { throw ScriptThrown.cancellation }
    }

    /// On the task's thread: hands control back to whoever resumed it and waits to be resumed.
    private func suspend() throws {
        toResumer?.signal()
        toTask.wait()
        if aborted { throw TaskStopped() }
    }

    /// Cancels the task (in a timeline event): a sleeping task wakes now, its sleep throwing.
    func cancel() {
        guard !isCancelled, !finished else { return }
        isCancelled = true
        if sleeping {
            wakeGeneration += 1
            resume()
        }
    }

    /// Stops a task still running when the timeline ends.
    private func abort() {
        guard !finished else { return }
        aborted = true
        resume()
    }

    // A view's task: the view's removal or a new id cancels it.
    func update(_ attachment: any ViewAttachment) {}
    func stop() { cancel() }

    /// Ends a task stopped at the end of the timeline; scene code does not catch it.
    private struct TaskStopped: Error {}
}

extension Interpreter {
    /// What the interpreter keeps for the code running now: its frames and counters. A task has
    /// its own, exchanged with its resumer's when control passes.
    struct ExecutionState {
        var stack = ValueStack()
        var steps = 0
        var depth = 0
        var base = 0
        var active = 0
        var views = 0
        var allocated = 0
        var resolving = false
        var objectScope: ObjectScope?
    }

    /// Puts `state` in effect and returns the state it replaces.
    func exchangeState(_ state: ExecutionState) -> ExecutionState {
        let old = ExecutionState(stack: stack, steps: steps, depth: depth, base: base, active: active, views: views,
                                 allocated: allocated, resolving: resolving, objectScope: objectScope)
        stack = state.stack
        steps = passedStepLimit == nil ? state.steps : limits.steps
        depth = state.depth
        base = state.base
        active = state.active
        views = state.views
        allocated = state.allocated
        resolving = state.resolving
        objectScope = state.objectScope
        return old
    }
}
