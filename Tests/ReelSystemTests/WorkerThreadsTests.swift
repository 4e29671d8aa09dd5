import ReelSystem
import Synchronization
import Testing

@Suite struct WorkerThreadsTests {
    @Test func forEachVisitsEveryItemOnceOnTheWorkersAsked() {
        let seen = Mutex([Int](repeating: 0, count: 500))
        let workers = Mutex(Set<Int>())
        WorkerThreads.forEach(500, threads: 3) { item, worker in
            seen.withLock { $0[item] += 1 }
            workers.withLock { _ = $0.insert(worker) }
        }
        #expect(seen.withLock { $0 } == [Int](repeating: 1, count: 500))
        #expect(workers.withLock { $0 }.isSubset(of: [0, 1, 2]))
    }

    /// Threads whose stacks the system cannot give fail with the system's error, at once.
    @Test func threadsThatCannotStartAreAnError() {
        #expect(throws: ThreadStartError.self) {
            try WorkerThreads.run(count: 4, stackSize: 1 << 46) { _ in }
        }
    }

    @Test func largeStacksHoldDeepRecursion() {
        func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
        // About 200,000 frames need far more than the 512 KiB of Dispatch's threads.
        let result = LargeStack.run { depth(200_000) }
        #expect(result == 200_000)
    }
}
