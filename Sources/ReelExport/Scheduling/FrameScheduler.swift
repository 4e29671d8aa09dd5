import Foundation
import Reel
import ReelSystem

/// Runs the frames of a render or an export: workers make frames in parallel, the calling thread
/// receives them in order.
///
/// Each worker thread (large stack, `WorkerThreads`) first makes its own state (a renderer, a
/// scene instance), then repeatedly takes the next frame nobody has taken, dynamically, so a slow
/// frame never leaves another thread idle. Finished frames wait in a window of `maxInFlight`
/// frames until the calling thread takes them in order; a worker that would run more than
/// `maxInFlight` frames ahead of delivery waits, so memory stays bounded however long the video.
/// Delivering (writing to a file or to an encoder) overlaps with rendering the next frames.
///
/// The order of delivery and what is delivered never depend on the thread count: frames are pure
/// functions of their position.
public struct FrameScheduler: Sendable {
    /// How many worker threads make frames.
    public var threads: Int
    /// The most frames made but not yet delivered, finished or in progress.
    public var maxInFlight: Int

    /// A scheduler with `threads` workers (the core count by default) and a window of
    /// `maxInFlight` frames (twice the thread count, plus two, by default).
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount, maxInFlight: Int? = nil) {
        self.threads = max(1, min(threads, RenderLimits.threads))
        self.maxInFlight = max(self.threads, maxInFlight ?? 2 * self.threads + 2)
    }

    /// Makes items `0..<count` on the workers and delivers each, in order, on the calling thread.
    ///
    /// - Parameters:
    ///   - makeWorker: called once on each worker thread with the worker's number; returns the
    ///     function that makes item `i` on that thread.
    ///   - deliver: called on the calling thread with each item, in order.
    ///   - shouldStop: polled while waiting (about ten times a second) and between items; when it
    ///     returns true, the workers stop after their current item and `run` throws
    ///     `FrameSchedulerError.stopped` with the number of items delivered.
    /// - Throws: `FrameSchedulerError.failed` when making an item failed (items before it are
    ///   delivered first), the error `deliver` threw, or `ThreadStartError` when no worker could
    ///   start. Workers have all ended when `run` returns or throws.
    public func run<Output: Sendable>(
        count: Int,
        makeWorker: @escaping @Sendable (_ worker: Int) throws -> (Int) throws -> Output,
        deliver: (_ item: Int, _ output: Output) throws -> Void,
        shouldStop: @escaping @Sendable () -> Bool = { false }
    ) throws {
        guard count > 0 else { return }
        let window = SchedulerWindow<Output>(count: count, maxInFlight: maxInFlight)
        let group = try WorkerThreads.start(count: min(threads, count)) { worker in
            let make: (Int) throws -> Output
            do {
                make = try makeWorker(worker)
            } catch {
                window.fail(item: -1, error)
                return
            }
            while let item = window.take(shouldStop: shouldStop) {
                do {
                    let output = try make(item)
                    window.finish(item: item, output)
                } catch {
                    window.fail(item: item, error)
                    return
                }
            }
        }
        defer { group.join() }
        var delivered = 0
        while delivered < count {
            switch window.next(delivered, shouldStop: shouldStop) {
            case .output(let output):
                do {
                    try deliver(delivered, output)
                } catch {
                    window.stop()
                    throw error
                }
                delivered += 1
            case .failed(let item, let error):
                window.stop()
                if item < 0 { throw error }
                throw FrameSchedulerError.failed(item: item, error)
            case .stopped:
                window.stop()
                throw FrameSchedulerError.stopped(delivered: delivered)
            }
        }
    }
}

/// Why `FrameScheduler.run` ended early.
public enum FrameSchedulerError: Error, CustomStringConvertible {
    /// Making item `item` failed with the error; the items before it were delivered.
    case failed(item: Int, any Error)
    /// The run was asked to stop after `delivered` items.
    case stopped(delivered: Int)

    /// A one-line message.
    public var description: String {
        switch self {
        case .failed(let item, let error): return "item \(item): \(error)"
        case .stopped(let delivered): return "stopped after \(delivered) items"
        }
    }
}

/// The items the workers share: which to take next, the finished ones waiting for delivery, and
/// the first failure. Every field is guarded by `condition`.
private final class SchedulerWindow<Output: Sendable>: @unchecked Sendable {
    /// What the delivering thread gets for the next item.
    enum Next {
        case output(Output)
        case failed(Int, any Error)
        case stopped
    }

    private let condition = NSCondition()
    private let count: Int
    private let maxInFlight: Int
    private var nextToTake = 0
    private var delivered = 0
    private var finished: [Int: Output] = [:]
    private var failure: (item: Int, error: any Error)?
    private var stopped = false

    init(count: Int, maxInFlight: Int) {
        self.count = count
        self.maxInFlight = maxInFlight
    }

    /// The next item for a worker, waiting while the window is full; nil when there is no more
    /// work (all taken, a failure, or a stop).
    func take(shouldStop: () -> Bool) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if stopped || failure != nil || nextToTake >= count { return nil }
            if shouldStop() {
                stopped = true
                condition.broadcast()
                return nil
            }
            if nextToTake < delivered + maxInFlight {
                nextToTake += 1
                return nextToTake - 1
            }
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
        }
    }

    /// Stores a finished item.
    func finish(item: Int, _ output: Output) {
        condition.lock()
        finished[item] = output
        condition.broadcast()
        condition.unlock()
    }

    /// Records a failure (the earliest item's is kept) and stops the other workers.
    func fail(item: Int, _ error: any Error) {
        condition.lock()
        if failure == nil || item < failure!.item { failure = (item, error) }
        condition.broadcast()
        condition.unlock()
    }

    /// Stops the workers after their current items.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for item `item` and takes it; or the failure that prevents it; or a stop request.
    func next(_ item: Int, shouldStop: () -> Bool) -> Next {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if stopped || shouldStop() { return .stopped }
            if let output = finished.removeValue(forKey: item) {
                delivered = item + 1
                condition.broadcast()
                return .output(output)
            }
            if let failure, failure.item <= item { return .failed(failure.item, failure.error) }
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
        }
    }
}
