/// One named benchmark of `reel-bench`: a closure that measures some cases through a context.
///
/// To add a benchmark, write a file defining a `static let` on `Benchmark` and list it in
/// `Benchmark.all` (Registry.swift).
struct Benchmark: Sendable {
    /// The name given on the command line.
    let name: String
    /// One line saying what is measured.
    let summary: String
    /// Whether `reel-bench` with no names runs it (slow or exploratory ones opt out).
    let runsByDefault: Bool
    /// Sets up and measures the cases, reporting through the context.
    let run: @Sendable (BenchmarkContext) throws -> Void

    init(
        name: String, summary: String, runsByDefault: Bool = true,
        run: @escaping @Sendable (BenchmarkContext) throws -> Void
    ) {
        self.name = name
        self.summary = summary
        self.runsByDefault = runsByDefault
        self.run = run
    }
}
