/// Runs work on a thread with a large stack. Resolving deeply nested views, parsing and
/// interpreting scene files recurse deeply; the threads of Swift's cooperative pool and of
/// `DispatchQueue.concurrentPerform` have small stacks (512 KiB on Linux), so such work runs on a
/// thread of its own with `stackSize` bytes, whoever calls it.
public enum LargeStack {
    /// The stack size of the thread: enough for the deepest nesting the engine, the parser and
    /// the interpreter allow.
    public static let stackSize = 64 << 20

    /// Runs `body` on a thread with a `stackSize` stack, waits for the thread to end, and returns
    /// the result or throws the error of `body`. When no thread can be started (the process is
    /// out of threads or memory), `body` runs on the calling thread instead.
    public static func run<T>(stackSize: Int = LargeStack.stackSize, _ body: () throws -> T) throws -> T {
        var result: Result<T, any Error>?
        withoutActuallyEscaping({ result = Result { try body() } }) { work in
            // The thread is joined before this returns, so `work` never outlives the call.
            nonisolated(unsafe) let work = work
            guard let thread = SystemThread.start(stackSize: stackSize, { work() }) else {
                work()
                return
            }
            thread.join()
        }
        return try result!.get()
    }

    /// Runs `body`, which does not throw, on a thread with a `stackSize` stack and returns its
    /// result.
    public static func run<T>(stackSize: Int = LargeStack.stackSize, _ body: () -> T) -> T {
        // `body` cannot throw, so neither can this.
        try! run(stackSize: stackSize) { () throws -> T in body() }
    }

    /// Runs `body` on the calling thread when it has at least `needed` bytes of stack left (a
    /// worker of `WorkerThreads` has), and on a thread with a `stackSize` stack otherwise (the
    /// main thread, a test's thread, a thread of Swift's cooperative pool), so the depth a
    /// scene may nest to never depends on who calls. Task-local values of the caller are not
    /// seen by `body` when it moves: set them inside it.
    public static func ensuring<T>(_ needed: Int = LargeStack.stackSize / 2, _ body: () throws -> T) throws -> T {
        if let left = SystemThread.remainingStack(), left >= needed { return try body() }
        return try run(body)
    }

    /// `ensuring(_:_:)` for a `body` that does not throw.
    public static func ensuring<T>(_ needed: Int = LargeStack.stackSize / 2, _ body: () -> T) -> T {
        if let left = SystemThread.remainingStack(), left >= needed { return body() }
        return run(body)
    }
}
