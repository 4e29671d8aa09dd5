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
}
