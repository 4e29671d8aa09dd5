// reel-bench [--runs N] [--list] [NAME ...]
//
// Runs the named benchmarks (by default every one that runs by default; see Registry.swift) and
// prints the median and minimum time of each case in a table. Build it in release mode; the
// script scripts/bench does.

import Foundation

/// Writes `text` to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

func usage() -> String {
    var text = """
        usage: reel-bench [--runs N] [--list] [NAME ...]

        Runs the named benchmarks (default: all marked *), printing median and minimum times.
          --runs N   timed runs per case (each benchmark has its own default)
          --list     list the benchmarks and exit

        benchmarks:

        """
    for benchmark in Benchmark.all {
        let mark = benchmark.runsByDefault ? "*" : " "
        text += "  \(mark) \(benchmark.name.padding(toLength: 14))\(benchmark.summary)\n"
    }
    return text
}

extension String {
    /// The string padded with spaces to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}

var names: [String] = []
var runs: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs":
        guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
            printError("reel-bench: --runs needs a positive number\n")
            exit(2)
        }
        runs = value
    case "--list", "-h", "--help":
        print(usage(), terminator: "")
        exit(0)
    default:
        if argument.hasPrefix("-") {
            printError("reel-bench: unknown option \(argument)\n\n" + usage())
            exit(2)
        }
        names.append(argument)
    }
}

let selected: [Benchmark]
if names.isEmpty {
    selected = Benchmark.all.filter(\.runsByDefault)
} else {
    let unknown = names.filter { name in !Benchmark.all.contains { $0.name == name } }
    if !unknown.isEmpty {
        printError("reel-bench: unknown benchmark \(unknown.joined(separator: ", "))\n\n" + usage())
        exit(2)
    }
    selected = names.compactMap { name in Benchmark.all.first { $0.name == name } }
}

var failed = false
for benchmark in selected {
    let context = BenchmarkContext(benchmark: benchmark.name, runsOverride: runs)
    do {
        try benchmark.run(context)
    } catch {
        printError("reel-bench: \(benchmark.name) failed: \(error)\n")
        failed = true
    }
    if !context.rows.isEmpty {
        print(BenchmarkTable.render(context.rows))
    }
    for note in context.notes {
        print(note)
    }
    print()
}
exit(failed ? 1 : 0)
