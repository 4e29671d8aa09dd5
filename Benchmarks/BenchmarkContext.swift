import Foundation

/// What a benchmark measures with: timed cases become rows of the result table, notes are printed
/// under it.
final class BenchmarkContext {
    /// One timed case.
    struct Row {
        var benchmark: String
        var label: String
        var runs: Int
        var medianMilliseconds: Double
        var minimumMilliseconds: Double
        var detail: String
    }

    /// The benchmark being run, for the rows' first column.
    let benchmark: String
    /// The number of timed runs per case when the command line says nothing (`--runs N`), or `nil`.
    let runsOverride: Int?
    private(set) var rows: [Row] = []
    private(set) var notes: [String] = []

    init(benchmark: String, runsOverride: Int?) {
        self.benchmark = benchmark
        self.runsOverride = runsOverride
    }

    /// Whether cases are timed by the CPU time the process spends (all its threads) instead of the
    /// wall clock: `REEL_BENCH_CLOCK=cpu`, for figures that hold on a machine other work shares.
    static let measuresCPUTime = ProcessInfo.processInfo.environment["REEL_BENCH_CLOCK"] == "cpu"

    /// Times `body` over `runs` runs (or `--runs`) after one untimed warm-up run, and records the
    /// median and minimum with `detail` (such as an output size) as a row of the table. Each time
    /// is multiplied by `scale` (1 / n to report a run of n pieces of work per piece).
    func measure(_ label: String, runs: Int = 10, scale: Double = 1, detail: String = "", _ body: () throws -> Void) rethrows {
        let count = max(1, runsOverride ?? runs)
        try body()
        var times: [Double] = []
        times.reserveCapacity(count)
        for _ in 0..<count {
            let start = BenchmarkContext.now()
            try body()
            times.append((BenchmarkContext.now() - start) * scale)
        }
        times.sort()
        let median = count % 2 == 1 ? times[count / 2] : (times[count / 2 - 1] + times[count / 2]) / 2
        rows.append(Row(
            benchmark: benchmark, label: label, runs: count,
            medianMilliseconds: median, minimumMilliseconds: times[0], detail: detail))
    }

    /// The current time in milliseconds: the process's CPU time or the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(measuresCPUTime ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) * 1e-6
    }

    /// The median of the case measured last, in milliseconds (0 before any).
    var lastMedian: Double { rows.last?.medianMilliseconds ?? 0 }

    /// Records a line printed after the table, such as a size comparison.
    func note(_ text: String) {
        notes.append(text)
    }
}
