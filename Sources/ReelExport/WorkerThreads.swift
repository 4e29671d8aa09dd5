import Foundation
import Reel

/// Runs work on threads with large stacks. Resolving deeply nested views and interpreting scene
/// files recurse deeply; the threads `DispatchQueue.concurrentPerform` uses have small stacks
/// (512 KiB on Linux), so frames render on threads of their own with `stackSize` bytes each.
public enum WorkerThreads {
    /// The stack size of each worker: the size `LargeStack` gives, enough for the deepest nesting
    /// the engine and the interpreter allow.
    public static let stackSize = LargeStack.stackSize

    /// Runs `body(0)` … `body(count - 1)` at once, each on its own thread, and returns when all
    /// have finished. A single piece of work runs on a worker thread too, so its stack is as large.
    public static func run(count: Int, stackSize: Int = WorkerThreads.stackSize, _ body: @escaping (Int) -> Void) {
        // The caller's work shares its state the way concurrentPerform's does; it synchronises itself.
        nonisolated(unsafe) let body = body
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            let thread = Thread {
                body(index)
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
    }
}
