/// Formats benchmark rows as an aligned text table.
enum BenchmarkTable {
    /// The table of `rows`, with a header line.
    static func render(_ rows: [BenchmarkContext.Row]) -> String {
        let header = ["benchmark", "case", "runs", "median ms", "min ms", "detail"]
        let cells = rows.map { row in
            [row.benchmark, row.label, String(row.runs),
             format(row.medianMilliseconds), format(row.minimumMilliseconds), row.detail]
        }
        // Text columns are left-aligned, numbers right-aligned.
        let rightAligned: Set<Int> = [2, 3, 4]
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ values: [String]) -> String {
            values.indices.map { column in
                let value = values[column]
                let padding = String(repeating: " ", count: widths[column] - value.count)
                return rightAligned.contains(column) ? padding + value : value + padding
            }
            .joined(separator: "  ")
            .replacing(/\s+$/, with: "")
        }
        let rule = String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1))
        return ([line(header), rule] + cells.map(line)).joined(separator: "\n")
    }

    /// A duration in milliseconds with two decimals, three under a millisecond.
    static func format(_ milliseconds: Double) -> String {
        let places = milliseconds < 1 ? 3 : 2
        let scale = places == 3 ? 1000 : 100
        let units = Int((milliseconds * Double(scale)).rounded())
        let fraction = String(units % scale)
        return "\(units / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// A byte count with thousands separators, such as `1,234,567 B`.
    static func bytes(_ count: Int) -> String {
        var digits = String(count)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return groups.joined(separator: ",") + " B"
    }
}
