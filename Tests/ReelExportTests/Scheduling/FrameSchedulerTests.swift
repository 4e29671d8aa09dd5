import Foundation
import Reel
import Synchronization
import Testing
@testable import ReelExport

@Suite struct FrameSchedulerTests {
    /// Items take different times on different workers; they still arrive in order, each once.
    @Test(arguments: [1, 2, 3, 8])
    func deliversEveryItemInOrder(threads: Int) throws {
        var delivered: [Int] = []
        try FrameScheduler(threads: threads).run(count: 200, makeWorker: { worker in
            { item in
                usleep(UInt32((item * 7919 + worker * 31) % 5) * 200)
                return item * item
            }
        }, deliver: { item, output in
            #expect(output == item * item)
            delivered.append(item)
        })
        #expect(delivered == Array(0..<200))
    }

    /// However slow delivery is, no worker runs more than `maxInFlight` items ahead of it.
    @Test func keepsAtMostMaxInFlightItemsAhead() throws {
        let taken = Mutex(0)
        let worst = Mutex(0)
        var delivered = 0
        try FrameScheduler(threads: 4, maxInFlight: 6).run(count: 60, makeWorker: { _ in
            { item in
                taken.withLock { $0 = max($0, item + 1) }
                return item
            }
        }, deliver: { item, _ in
            usleep(2000)
            // Items after the one being delivered that a worker has taken.
            let ahead = taken.withLock { $0 } - (item + 1)
            worst.withLock { $0 = max($0, ahead) }
            delivered += 1
        })
        #expect(delivered == 60)
        #expect(worst.withLock { $0 } <= 6)
    }

    /// A failing item stops the run after the items before it are delivered.
    @Test func aFailureDeliversTheItemsBeforeItThenThrows() throws {
        struct Broken: Error {}
        var delivered: [Int] = []
        do {
            try FrameScheduler(threads: 3).run(count: 100, makeWorker: { _ in
                { item in
                    if item == 37 { throw Broken() }
                    return item
                }
            }, deliver: { item, _ in delivered.append(item) })
            Issue.record("the run should have failed")
        } catch FrameSchedulerError.failed(let item, let error) {
            #expect(item == 37)
            #expect(error is Broken)
        }
        #expect(delivered == Array(0..<37))
    }

    /// A stop request ends the run: the workers stop taking items and the run says how many
    /// were delivered.
    @Test func aStopRequestEndsTheRun() throws {
        let stop = Mutex(false)
        var delivered = 0
        do {
            try FrameScheduler(threads: 2).run(count: 1000, makeWorker: { _ in { $0 } },
                                               deliver: { item, _ in
                                                   delivered += 1
                                                   if item == 9 { stop.withLock { $0 = true } }
                                               }, shouldStop: { stop.withLock { $0 } })
            Issue.record("the run should have stopped")
        } catch FrameSchedulerError.stopped(let count) {
            #expect(count == 10)
        }
        #expect(delivered == 10)
    }

    /// An error thrown while delivering ends the run with that error.
    @Test func aDeliveryErrorEndsTheRun() {
        struct Full: Error {}
        #expect(throws: Full.self) {
            try FrameScheduler(threads: 2).run(count: 50, makeWorker: { _ in { $0 } },
                                               deliver: { item, _ in if item == 5 { throw Full() } })
        }
    }

    /// A worker that cannot set itself up fails the whole run with its error.
    @Test func aWorkerThatCannotStartFailsTheRun() {
        struct NoRenderer: Error {}
        #expect(throws: NoRenderer.self) {
            try FrameScheduler(threads: 2).run(count: 10, makeWorker: { worker -> (Int) throws -> Int in
                throw NoRenderer()
            }, deliver: { _, _ in })
        }
    }

    /// Items are shared dynamically: with one slow item, the other worker takes the rest.
    @Test func workersTakeTheNextFreeItem() throws {
        let byWorker = Mutex([Int: Int]())
        try FrameScheduler(threads: 2, maxInFlight: 64).run(count: 41, makeWorker: { worker in
            { item in
                if item == 0 { usleep(300_000) }
                byWorker.withLock { $0[worker, default: 0] += 1 }
                return item
            }
        }, deliver: { _, _ in })
        let counts = byWorker.withLock { $0 }
        #expect(counts.values.reduce(0, +) == 41)
        #expect(counts.values.min() == 1, "the worker with the slow item did nothing else: \(counts)")
    }
}
