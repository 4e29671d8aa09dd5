#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a large stack. Resolving deeply nested views, parsing and
/// interpreting scene files recurse deeply; the threads of Swift's cooperative pool and of
/// `DispatchQueue.concurrentPerform` have small stacks (512 KiB on Linux), so such work runs on a
/// thread of its own with `stackSize` bytes, whoever calls it.
public enum LargeStack {
    /// The stack size of the thread: enough for the deepest nesting the engine, the parser and
    /// the interpreter allow.
    public static let stackSize = 64 << 20

    /// The work a thread runs and what came of it.
    private final class Job {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a thread with a `stackSize` stack, waits for the thread to end, and returns
    /// the result or throws the error of `body`.
    public static func run<T>(stackSize: Int = LargeStack.stackSize, _ body: () throws -> T) throws -> T {
        var result: Result<T, any Error>?
        withoutActuallyEscaping({ result = Result { try body() } }) { work in
            // The thread is joined before this returns, so `work` never outlives the call.
            let job = Job(work)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            let context = Unmanaged.passUnretained(job).toOpaque()
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let created = pthread_create(&thread, &attributes, { context in
                Unmanaged<Job>.fromOpaque(context!).takeUnretainedValue().body()
                return nil
            }, context)
            if created != 0 {
                // No thread (resources exhausted): run here instead.
                job.body()
                return
            }
            #if canImport(Glibc)
            pthread_join(thread, nil)
            #else
            pthread_join(thread!, nil)
            #endif
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
