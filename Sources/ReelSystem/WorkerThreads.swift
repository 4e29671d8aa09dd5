import Synchronization

/// Runs work on several threads at once, each with a large stack: the one way Reel runs work in
/// parallel (frames of a render or an export, bands of a PNG image).
///
/// Workers share the work dynamically: each takes the next item nobody has taken yet, so a slow
/// item does not leave the other threads idle, and fewer threads than asked for (when the system
/// cannot start more) still finish all of it.
///
/// The number of threads is the caller's to bound: this starts as many as it is asked for (fewer
/// only when the system cannot start them, or their stacks would not fit under an address-space
/// limit). Reel's bound is `RenderLimits.threads`, which its callers apply.
public enum WorkerThreads {
    /// The stack size of each worker: the size `LargeStack` gives, enough for the deepest nesting
    /// the engine and the interpreter allow.
    public static let stackSize = LargeStack.stackSize

    /// Runs `body(0)` … `body(n - 1)` at once, each on its own thread, where `n` is `count` or
    /// fewer when the system cannot start that many threads, and returns `n` once all have
    /// ended. The workers must share their work so that any number of them finishes it.
    /// - Throws: `ThreadStartError` when not even one thread can start.
    @discardableResult
    public static func run(count: Int, stackSize: Int = WorkerThreads.stackSize,
                           _ body: @escaping @Sendable (Int) -> Void) throws(ThreadStartError) -> Int {
        let group = try start(count: count, stackSize: stackSize, body)
        group.join()
        return group.count
    }

    /// Starts `body(0)` … `body(n - 1)`, each on its own thread, as `run` does, and returns at
    /// once; `join()` on the result waits for them. Under an address-space limit (`ulimit -v`),
    /// no more threads are started than their stacks fit in half of the space left, so the work
    /// keeps room to run.
    /// - Throws: `ThreadStartError` when not even one thread can start.
    public static func start(count: Int, stackSize: Int = WorkerThreads.stackSize,
                             _ body: @escaping @Sendable (Int) -> Void) throws(ThreadStartError) -> WorkerGroup {
        let wanted = max(1, min(count, SystemThread.affordableCount(stackSize: stackSize)))
        var threads: [SystemThread] = []
        threads.reserveCapacity(wanted)
        var failure: Int32 = 0
        for index in 0..<wanted {
            guard let thread = SystemThread.start(stackSize: stackSize, failure: &failure, { body(index) }) else { break }
            threads.append(thread)
        }
        if threads.isEmpty { throw ThreadStartError(code: failure) }
        return WorkerGroup(threads: threads)
    }

    /// The number of workers `forEach` uses for `count` items on `threads` threads: at least one,
    /// and no more than there are items.
    public static func workerCount(_ count: Int, threads: Int) -> Int {
        max(1, min(threads, count))
    }

    /// Calls `body(i, worker)` for every `i` in `0..<count`, on `workerCount(count, threads:)`
    /// threads numbered from 0 (`worker` says which, for state kept per worker); each thread takes
    /// the next `i` nobody has taken. Returns when every call has returned. When no thread can be
    /// started, the calls run on the calling thread as worker 0.
    public static func forEach(_ count: Int, threads: Int, stackSize: Int = WorkerThreads.stackSize,
                               _ body: (_ item: Int, _ worker: Int) -> Void) {
        guard count > 0 else { return }
        let workers = workerCount(count, threads: threads)
        if workers == 1 {
            for i in 0..<count { body(i, 0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            // Every worker is joined before this returns, so `body` never outlives the call.
            nonisolated(unsafe) let body = body
            let next = SharedCounter()
            let work: @Sendable (Int) -> Void = { worker in
                while true {
                    let i = next.take()
                    if i >= count { return }
                    body(i, worker)
                }
            }
            do {
                try run(count: workers, stackSize: stackSize, work)
            } catch {
                work(0)
            }
        }
    }
}

/// Threads started together by `WorkerThreads.start`.
public struct WorkerGroup: Sendable {
    let threads: [SystemThread]

    /// How many threads started.
    public var count: Int { threads.count }

    /// Waits for every thread to end.
    public func join() {
        for thread in threads { thread.join() }
    }
}

/// The system refused to start a thread (too many threads or processes, or too little memory).
public struct ThreadStartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The system's error code (`EAGAIN`, `ENOMEM`, …).
    public var code: Int32

    /// An error with the system's code.
    public init(code: Int32) { self.code = code }

    /// A one-line message.
    public var description: String {
        "cannot start a worker thread (system error \(code)): the process has reached its limit of threads, processes or memory"
    }
}

/// A counter that threads take numbers from, each number once.
private final class SharedCounter: Sendable {
    private let value = Atomic<Int>(0)

    /// The next number nobody has taken.
    func take() -> Int { value.add(1, ordering: .relaxed).oldValue }
}
