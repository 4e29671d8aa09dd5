/// A source file's text split into lines once, so that printing many positioned messages of one
/// file costs one pass over its text, not one per message.
public struct SourceLines: Sendable {
    /// The lines, without their line breaks (a `\r` before a `\n` is dropped too).
    public let lines: [Substring]

    /// The lines of `text`.
    public init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
    }

    /// Line `number` (1-based), or nil when the text has no such line.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
