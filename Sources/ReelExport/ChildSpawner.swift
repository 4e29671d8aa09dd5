import Foundation
import ReelSystem

/// The thread that starts every child process, for as long as the process lives.
///
/// On Linux a child asks to be killed when its parent ends (`PR_SET_PDEATHSIG`, set by
/// `reel_spawn`), so that no ffmpeg outlives a Reel killed with SIGKILL. The system counts the
/// thread that forked the child as its parent, not the process: a child started from a thread
/// that ends before it (a worker, a pool thread of Swift's concurrency) would be killed then. One
/// thread that never ends starts them all; the caller waits for it.
final class ChildSpawner: @unchecked Sendable {
    /// The process's spawner.
    static let shared = ChildSpawner()

    /// One call waiting to run on the spawner's thread.
    private final class Request: @unchecked Sendable {
        let work: () -> Void
        var done = false
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    private let condition = NSCondition()
    private var queue: [Request] = []
    /// Whether the thread runs; false before the first call, or when it could not start.
    private var running = false

    /// Runs `work` on the spawner's thread and returns its result (on the calling thread when no
    /// thread could be started).
    func run<Result>(_ work: () -> Result) -> Result {
        withoutActuallyEscaping(work) { work in
            var result: Result?
            let request = Request { result = work() }
            condition.lock()
            if !running {
                running = SystemThread.start(stackSize: 256 << 10) { [self] in serve() } != nil
            }
            guard running else {
                condition.unlock()
                request.work()
                return result!
            }
            queue.append(request)
            condition.broadcast()
            while !request.done { condition.wait() }
            condition.unlock()
            return result!
        }
    }

    /// The thread's loop: runs each request in turn.
    private func serve() {
        condition.lock()
        while true {
            while queue.isEmpty { condition.wait() }
            let request = queue.removeFirst()
            condition.unlock()
            request.work()
            condition.lock()
            request.done = true
            condition.broadcast()
        }
    }
}
