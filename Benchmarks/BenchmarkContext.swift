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

    /// Times `body` over `runs` runs (or `--runs`) after one untimed warm-up run, and records the
    /// median and minimum with `detail` (such as an output size) as a row of the table. Each time
    /// is multiplied by `scale` (1 / n to report a run of n pieces of work per piece).
    func measure(_ label: String, runs: Int = 10, scale: Double = 1, detail: String = "", _ body: () throws -> Void) rethrows {
        let count = max(1, runsOverride ?? runs)
        try body()
        var times: [Double] = []
        times.reserveCapacity(count)
        let clock = ContinuousClock()
        for _ in 0..<count {
            let start = clock.now
            try body()
            let elapsed = start.duration(to: clock.now)
            let (seconds, attoseconds) = elapsed.components
            times.append((Double(seconds) * 1e3 + Double(attoseconds) * 1e-15) * scale)
        }
        times.sort()
        let median = count % 2 == 1 ? times[count / 2] : (times[count / 2 - 1] + times[count / 2]) / 2
        rows.append(Row(
            benchmark: benchmark, label: label, runs: count,
            medianMilliseconds: median, minimumMilliseconds: times[0], detail: detail))
    }

    /// The median of the case measured last, in milliseconds (0 before any).
    var lastMedian: Double { rows.last?.medianMilliseconds ?? 0 }

    /// Records a line printed after the table, such as a size comparison.
    func note(_ text: String) {
        notes.append(text)
    }
}
