import Foundation
import Testing

/// One row of ../shared/reference/timing.tsv: an animation written in Swift, a time (the fraction of
/// the duration for Bézier rows, seconds for springs) and the expected progress.
struct TimingRow: Sendable, CustomStringConvertible {
    var animation: String
    var time: Double
    var value: Double
    var line: Int

    var description: String { "timing.tsv:\(line) \(animation) @ \(time)" }
}

/// Finds and reads the shared reference table. The repository sits next to `shared/` (the checkout
/// at /work/main, the table at /work/shared/reference/timing.tsv), so the lookup walks up from this
/// source file and tries `shared/reference/timing.tsv` beside every ancestor.
enum TimingReference {
    static let relativePath = "shared/reference/timing.tsv"

    static func url(from file: String = #filePath) -> URL? {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent(relativePath)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// The rows, or an error that fails the calling test when the table is missing or malformed.
    static func rows() throws -> [TimingRow] {
        guard let url = url() else {
            throw ReferenceError(message: "cannot find \(relativePath) beside any ancestor of \(#filePath)")
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [TimingRow] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let time = Double(fields[1]), let value = Double(fields[2]) else {
                throw ReferenceError(message: "timing.tsv:\(index + 1): malformed row '\(line)'")
            }
            rows.append(TimingRow(animation: String(fields[0]), time: time, value: value, line: index + 1))
        }
        guard !rows.isEmpty else { throw ReferenceError(message: "timing.tsv has no rows") }
        return rows
    }

    /// Whether the row's time is a fraction of the duration (Bézier rows) rather than seconds.
    static func isFraction(_ animation: String) -> Bool { !animation.lowercased().contains("spring") }
}

struct ReferenceError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
