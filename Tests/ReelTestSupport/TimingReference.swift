import Foundation

/// One row of Tests/Reference/timing.tsv: an animation written in Swift, a time (the fraction of
/// the duration for Bézier rows, seconds for springs) and the expected progress.
public struct TimingRow: Sendable, CustomStringConvertible {
    /// The animation, written as in a scene.
    public var animation: String
    /// The time: a fraction of the duration for Bézier rows, seconds for springs.
    public var time: Double
    /// The expected progress.
    public var value: Double
    /// The row's line in the file.
    public var line: Int

    /// `timing.tsv:LINE ANIMATION @ TIME`.
    public var description: String { "timing.tsv:\(line) \(animation) @ \(time)" }
}

/// Reads the timing reference table, `Tests/Reference/timing.tsv` in the repository (found from
/// this source file's place, so it does not depend on the working folder).
public enum TimingReference {
    /// The table's location.
    public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Reference/timing.tsv")

    /// The rows, or an error that fails the calling test when the table is missing or malformed.
    public static func rows() throws -> [TimingRow] {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ReferenceError(message: "cannot read \(url.path): \(error.localizedDescription)")
        }
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
    public static func isFraction(_ animation: String) -> Bool { !animation.lowercased().contains("spring") }
}

/// A missing or malformed reference table.
public struct ReferenceError: Error, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The message.
    public var description: String { message }
    /// An error saying `message`.
    public init(message: String) { self.message = message }
}
